import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Hair messy, duvet pulled round both your shoulders, daylight doing the work a bedside lamp usually does: straight out of sleep, the Lotus is a softer thing than the evening version. Sitting up cross-legged after a night lying flat can feel stiff, so roll shoulders and hips for a minute first. The rocking stays small and dozy, and breakfast is the reward.",
      steps: [
        "Leave the alarm off the night before and open the curtains a hand's width when you wake, so the room fills with soft light.",
        "Sit up in the middle of the bed and loosen up with a few slow shoulder rolls and a gentle stretch of the hips.",
        "The partner with the easier hips sits cross-legged; the other climbs into their lap, facing them, and you pull the duvet round you both like a cape.",
        "Rock gently, foreheads close, talking about nothing in particular: dreams, plans, what to have for breakfast.",
        "When you are done, flop back onto the pillows together and let the morning wait a little longer.",
      ],
    },
    "romantic-2": {
      description:
        "Plenty of couples wake up halfway there already. No moving, no deciding, just noticing that you are both awake: morning light on the wall, the duvet still warm, and Spooning at a rhythm as slow as the mood. Even someone who is not a morning person can manage this much. Keep a glass of water on the bedside table, since sleepy throats tend to be dry.",
      steps: [
        "Before bed, switch the alarm off, leave the phones in the kitchen and put a glass of water within reach.",
        "Wake up however you happened to land, then let the partner behind shuffle in until you fit together.",
        "Tuck an arm under the pillow and the other around the front, knees bent and nested.",
        "Start with a long, lazy cuddle and let any rhythm arrive slowly, the partner behind keeping it easy.",
        "Afterwards, doze for another ten minutes; whoever wakes first makes the tea.",
      ],
    },
    "romantic-3": {
      description:
        "No alarm to race, so the pace can be as slow as your waking bodies like. The partner above keeps the duvet over their shoulders, faces meet in the half-light, and kisses come with sleepy smiles: the Slow Embrace trading intensity for warmth at the start of a birthday or a Saturday. If wrists or shoulders are stiff first thing, rest lower on the forearms.",
      steps: [
        "Crack the curtains a little, leave the phones elsewhere and stay under the covers.",
        "One of you rolls onto your back, knees up and head on the pillow, while the other eases over, leaning on their forearms with the duvet across their back.",
        "Say good morning properly, faces close and no hurry at all.",
        "Wind arms and legs around each other and move slowly, pausing whenever you feel like just lying there.",
        "Finish tangled together, and take your time deciding who gets up first.",
      ],
    },
    "romantic-4": {
      description:
        "Waking face to face on one pillow is halfway to Twin Crescents; the morning only adds daylight and nowhere at all to be. Legs wind together under warm sheets, nobody carries weight, and the talk drifts between sleepy murmurs and laughter for as long as you like. If morning breath bothers either of you, a sip of water and a grin solve most of it.",
      steps: [
        "Let the light wake you rather than an alarm, with the curtains left slightly open the night before.",
        "Turn towards each other, both on your sides, heads on the same pillow.",
        "Hook one upper leg over your partner's hip and let your legs weave together beneath the covers.",
        "Hold each other around the back and move in small, easy motions between bits of sleepy conversation.",
        "Stay curled up afterwards and plan the day, or decide not to.",
      ],
    },
    "romantic-5": {
      description:
        "A sleepy body has closeness and a slow roll to offer, and not much else, which is all Tidal Rock has ever asked for. Chest to toes under the covers, you rock like the tide coming in while daylight slowly brightens the room, calm and deeply connected. The partner above leans on their forearms; stiff shoulders do better with a pillow tucked under the elbows.",
      steps: [
        "No alarm, phones out of the bedroom, curtains open just a crack.",
        "Start face to face, one partner lying back and the other above, sheets pulled up over you both.",
        "The partner on top slides a little higher until you lie flush, elbows propped on a pillow if the shoulders feel stiff.",
        "Rock together in a long, unhurried roll, staying in contact from shoulders to feet the whole time.",
        "When the tide goes out, stay where you are for a few minutes and listen to the morning outside.",
      ],
    },
    "romantic-7": {
      description:
        "Hearthside makes a morning nest: one partner propped against the headboard, the other leaning back into them, both looking out at the daylight. Bring two cups of tea back to bed first, then put them safely aside before hands begin to wander. The pace drifts, the mood stays half-awake, and whoever likes to be held before facing the world gets exactly that.",
      steps: [
        "Whoever wakes first fetches two cups of tea or coffee and sets them on the bedside table, well out of elbow range.",
        "One partner sits up against the headboard with a pillow behind the lower back, legs stretched under the covers.",
        "The other settles in front facing the same way, leaning back into their partner's arms, eyes on the window.",
        "The partner behind circles their arms around the front, stroking slowly, while the one in front sets the rhythm with small shifts.",
        "Finish leaning together, then reach for the tea, which will be just cool enough to drink.",
      ],
    },
    "passionate-1": {
      name: "Moonrise on a Lazy Morning",
      description:
        "Duvet round their shoulders and daylight on their face, the rider sits up while the partner underneath stays warm and horizontal: an early riser and a late one, both getting what they want. Moonrise can take any pace, but mornings tend to make it playful and unhurried. Take a minute to stretch the hips before kneeling astride.",
      steps: [
        "Turn off the alarm, send the phones to another room and leave a gap in the curtains for the light.",
        "The sleepier partner stays on their back, head on the pillow; the other stretches their hips and then kneels astride, a knee on each side.",
        "Pull the duvet up around the rider's shoulders like a cloak, so nobody gets cold.",
        "The rider chooses the pace and angle, leaning on their partner's hands whenever they want support.",
        "Collapse onto the pillows afterwards and agree that breakfast can wait.",
      ],
    },
    "passionate-5": {
      description:
        "The window, the light, the day outside: facing the foot of the bed, the rider gets the morning view, and the partner lying back gets a lazy view of their back and plenty of time to trace it. Mornings make Turned Horizon's bold shape feel easier and more playful, with time to laugh and try angles. Stiff knees first thing? Slide a pillow under them.",
      steps: [
        "Leave the curtains slightly open so the rider has something to look at, and keep the alarm off.",
        "One partner stays lying on their back; the other kneels astride, facing their feet and the window beyond.",
        "Tuck a folded pillow under the rider's knees if the mattress feels hard on them this early.",
        "The rider leans forward or back to find the angle, taking it slowly while bodies wake up.",
        "The partner below traces the rider's back in long strokes and, afterwards, pulls them back down under the covers.",
      ],
    },
    "passionate-6": {
      description:
        "One of you is happily face down in the pillow and in no hurry to move; the other accepts the invitation to join them. Heavy, warm and slow, Velvet Press asks almost nothing of sleepy bodies: the partner underneath barely stirs, and the one above scatters kisses along neck and shoulders through a long lie-in. Weight stays on the upper partner's forearms and knees, so the one below can breathe easily.",
      steps: [
        "The night before, switch off the alarm and leave the phones charging in another room.",
        "Let the partner who loves a lie-in stay on their front, head turned to one side on the pillow.",
        "Once you are both properly awake and in the mood, the other stretches out along their back like a warm second duvet, propped on forearms and knees.",
        "Begin with kisses across the shoulders before any rhythm, and keep the movement small and slow.",
        "A squeeze of the hand means less weight or a pause; finish with the partner above rolling off to the side for a cuddle.",
      ],
    },
    "mixed-2": {
      description:
        "Sunlight creeps across the duvet while your heads rest at opposite ends of the pillows and your legs scissor together in the middle under the sheets. Crossed Paths loves a long, lazy session, and a slow morning is the best of them: room to talk, laugh and hold hands with nowhere to be. If one hip stiffens, swap who lies on their side and carry on.",
      steps: [
        "Leave the alarm off and the curtains open a crack, and keep the phones downstairs.",
        "One partner lies face up; the other turns on a side at an angle to them, heads well apart, each with a pillow.",
        "Thread your legs together beneath the covers until you meet in the middle.",
        "Hold hands across the bed and rock slowly, chatting or simply listening to the morning.",
        "Shift the angle or swap sides whenever stiffness creeps in, and stay tangled afterwards as long as you like.",
      ],
    },
    "mixed-3": {
      description:
        "Perched sideways across a partner who is still warm and horizontal, legs tucked to one side, the rider has a cheeky start to the day and no rush to get the angle right. Daylight makes Side Saddle's new angle easy to find, and a holiday makes it easier still. Sleepy balance is wobbly, so keep one supporting hand firmly planted on the mattress.",
      steps: [
        "Switch off the alarm, open the curtains a little and leave any phones out of reach.",
        "One partner lies back, knees a little bent, still under the sheets if they like.",
        "The other climbs astride and then swivels to sit sideways, legs folded neatly to one side.",
        "Plant a hand on the mattress beside your partner and take a moment to steady yourself before moving.",
        "The rider leads, twisting a touch further or back towards centre to play with the angle, then tumbles onto the pillows when finished.",
      ],
    },
    "mixed-4": {
      description:
        "Bed hair and all, you sit up face to face in the rumpled sheets, legs interlaced, and lean back on your hands to take each other in. Mirror Recline is a game of looking and waiting, and soft morning light makes both more tender; movement stays small and shared, and chatter comes easily. Wrists can be stiff after sleep, so lean back gently and sit up into a hug often.",
      steps: [
        "Let the morning in by opening the curtains a little, and keep the alarm switched off.",
        "Sit up facing each other in the middle of the bed, legs woven together so you are close.",
        "Lean back onto your hands, arms straight without locking the elbows, and take a long look at each other.",
        "Push gently against each other to build a small, shared rhythm, with plenty of pauses to talk.",
        "Whenever arms or wrists want a break, sit up into an embrace and pull the duvet round you.",
      ],
    },
    "mixed-6": {
      description:
        "Compass is built for chatting and laughing, which is what a slow morning is for anyway. One of you stays on your back, the other lies crosswise on their side with legs draped over, and the conversation rolls from last night's dreams to breakfast plans. Nobody carries weight and nothing needs to be quick. Keep a pillow under the head of the partner lying crosswise.",
      steps: [
        "Skip the alarm, leave the phones in another room and crack the curtains for a little daylight.",
        "One partner lies face up, knees bent; the other curls on their side crosswise, a pillow for their head.",
        "The partner on their back lays both legs over the other's hips, and you hold hands across the gap.",
        "Move slowly and talk the whole time, about last night's dreams or today's breakfast.",
        "Stay put afterwards while the light moves across the room; nothing needs to happen next.",
      ],
    },
    "mixed-7": {
      description:
        "Kick the duvet to the foot of the bed first, so nobody gets wrapped up mid-roll. Then it is a long, lazy tumble around the bed before getting up: face to face, a roll so the other is on top, and a spoon to finish that may well turn into a nap. Switchback Flow on a free morning makes laughing at a clumsy roll part of the plan.",
      steps: [
        "Keep the alarm off, open the curtains slightly and push the duvet down to the foot of the bed.",
        "Say good morning with a kiss, face to face, whoever woke first hovering over the one still lying back.",
        "Hold on and roll together so you swap places, then stay there a while.",
        "When you feel like it, roll onto your sides and fold into a spoon, taking every turn slowly.",
        "Pull the duvet back up over you both and let the spoon become a second sleep.",
      ],
    },
    "romantic-11": {
      description:
        "From how you woke, it is one small step: the front partner's upper leg drapes back across the other's thigh, and the hand cupped beneath that knee does all the holding. Nobody needs to sit up. Lifted Spoon keeps the duvet on, the light through the curtains soft and the pace unhurried. Rest the leg on a pillow whenever the hip wants a break.",
      steps: [
        "Wake however you landed, then let the partner behind shuffle in until you are spooned, both facing the window.",
        "The front partner raises their upper leg and rests it back across the thigh behind them.",
        "The partner behind slides a hand under that knee to hold it, so nothing has to be held up by effort.",
        "Keep the duvet over you both and let the rhythm stay as slow as your waking.",
        "When the hip tires, lower the leg onto a pillow and doze for a few more minutes.",
      ],
    },
    "romantic-21": {
      description:
        "On a lazy morning, a partner propped up on a wedge or a firm stack of pillows looks exactly like someone sitting up in bed with a cup of tea. Set the tea aside and the other kneels between their knees and leans in. Gentle Slope lets nobody lie flat and keeps faces close while daylight softens everything. Kind later in pregnancy, with the pregnant partner the one propped up, and to any back that dislikes lying flat first thing.",
      steps: [
        "The night before, leave the wedge or a firm stack of pillows against the headboard and the curtains slightly open.",
        "Whoever wakes first brings two cups of tea; drink them propped up together in the morning light.",
        "Then one partner reclines on the slope, knees bent and feet flat, while the other kneels between their knees and leans forward.",
        "Keep the pace slow and tender, faces close enough to talk about the day ahead.",
        "Afterwards, swap who reclines and finish the tea before it is entirely cold.",
      ],
    },
    "romantic-26": {
      description:
        "Sunday Drape is the way you might fall asleep together, so on a lazy morning it is simply where you already are: one partner face up, the other lying partly over them with a cheek on their shoulder and a knee across. All it asks is that you notice you are both awake. Daylight on the ceiling, the duvet pulled up, and a partner underneath who gets a little squashed and rarely minds.",
      steps: [
        "Leave the alarm off and the phones in another room the night before.",
        "Wake up slowly; whoever is on their back stays there, and the other rolls half across them.",
        "Rest your head on their shoulder, an arm across their chest and a knee over their hips.",
        "Let the partner underneath stroke your back for a while before anything else begins.",
        "Keep it lazy and sleepy, and stay draped together afterwards until one of you mentions coffee.",
      ],
    },
    "passionate-25": {
      description:
        "One of you still half asleep and curled up under the covers, the other awake enough to kneel: first thing in the morning, that is often exactly how things stand. Half Moon lets the partner curled on their side rest completely, head on the pillow, while the other kneels upright just behind their hips and moves. Pad the kneeling knees with a folded pillow if the mattress is firm, and keep the duvet round the one lying down.",
      steps: [
        "Stay under the duvet as you wake; whoever is sleepier stays curled on their side, knees drawn up.",
        "The other sits up, stretches, and kneels just behind the curled partner's hips, a folded pillow under their knees.",
        "Tuck the duvet round the lying partner's shoulders so only the kneeling partner gets the chill.",
        "Rest a hand on the upper hip and keep the movement slow and easy, matching the sleepy mood.",
        "Afterwards, lie down behind them and pull the covers over you both for another ten minutes.",
      ],
    },
    "mixed-10": {
      description:
        "Blinking at the ceiling, holding hands across the middle of the bed, talking about nothing: once you are down, Open Book lets both of you simply rest, however playful it looks on the way. The partner on top leans all the way back between the other's legs until your heads are at opposite ends. Lower back slowly, holding hands for support, and sit up the same way.",
      steps: [
        "Push the pillows to both ends of the bed so each head will have one.",
        "One partner lies on their back, legs apart; the other sits astride their hips, facing them.",
        "With hands linked, the upper partner tips back little by little until they are lying down, head on the far pillow.",
        "Keep hands joined across the middle and let any movement be small and lazy.",
        "Sit up slowly with a pull of the hands, and go back to sleep the right way round.",
      ],
    },
    "mixed-17": {
      description:
        "Lazy T lives up to its name on a morning with no plans. One partner lies on their front, the other on their side crosswise at a right angle, hips together and a leg over the backs of the thighs; nobody holds anybody up, so there is room for idle strokes across the back, chatter about dreams and another doze in the middle. Let the rumpled sheets set the pace.",
      steps: [
        "Open the curtains a little and leave the duvet wherever it fell.",
        "The partner who wants to stay sleepy lies on their front, head on folded arms.",
        "The other settles on their side crosswise to them, hips touching, upper leg resting over the backs of the thighs.",
        "Trace slow lines across each other's back and legs while you talk about the night's dreams.",
        "Let any rhythm be as unhurried as the strokes, and drift off again if that is how it ends.",
      ],
    },
    "romantic-13": {
      description:
        "Still on their back, one partner barely has to wake; the other turns onto their side to face them, head at their shoulder and a knee draped across. Nestle is a lie-in by nature, and here it starts as a real one: morning light, warm sheets, both hands free to wander through hair, and stopping to talk about the day ahead is part of it. Keep water by the bed.",
      steps: [
        "Before sleep, put a glass of water on each bedside table and switch off every alarm.",
        "On waking, whoever lies on their back stays there; the other turns towards them onto their side.",
        "Rest your head by their shoulder and drape a knee over their hips, settling into a close, lazy tangle.",
        "Stroke each other's hair and face for a while, talking in sleepy voices.",
        "Let everything stay slow, and finish by planning breakfast without getting up to make it.",
      ],
    },
    "mixed-15": {
      description:
        "The bed left unmade, the sofa full of sunlight, coffee cups safely on the floor: some weekends the morning happens in the living room. One partner lounges into the corner against the armrest, one leg stretched along the backrest; the other kneels on the seat between their legs. Sofa Recline stays relaxed and easy. Draw the curtains enough for privacy, and put something soft under the kneeling knees.",
      steps: [
        "Make coffee, carry it to the living room and set both cups on the floor well away from the sofa.",
        "Open the curtains just enough for light but not for the neighbours.",
        "One partner lounges into the corner of the sofa, back on the armrest, one foot on the floor.",
        "The other kneels on the seat between their legs, a folded throw under the knees.",
        "Keep it slow and sunny, then curl up together and finish the coffee.",
      ],
    },
    "mixed-11": {
      description:
        "Hammock always felt like a warm afternoon; a lazy morning suits it just as well. The partner turned away on their side drapes a leg back over the hips of the one lying face up behind them at an angle, and nobody needs to carry any weight or be fully awake. Sunlight through the curtains, the duvet half on, a hand resting on a waist. Let the rocking be as slow as the start of the day.",
      steps: [
        "Wake without an alarm and open the curtains just enough to let the light in.",
        "Whoever is still sleepiest stays on their side facing away; the other rolls onto their back behind them, at a slant.",
        "Shuffle close, and the side-lying partner lets their top leg fall back over the other's hips.",
        "Rest a hand on your partner's waist and rock in slow, drifting movements, with the duvet over your legs.",
        "Afterwards, stay put for a while and decide, very slowly, what to have for breakfast.",
      ],
    },
  },
};

export default written;
