import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Every rock lasts several breaths, and at the top of each one you stop simply to look. Sitting wrapped around each other, the Lotus barely seems to move at all taken this slowly, and the urgency drains out of the evening, leaving a long, steady closeness. Stillness is harder on legs than motion, so put a firm cushion under the seated partner and shift whenever a foot starts to tingle.",
      steps: [
        "Before you begin, agree on one rule: if either of you catches the pace creeping up, a hand laid on the other's shoulder means ease off.",
        "The sitting partner settles cross-legged on a firm cushion near the middle of the bed, back tall but not stiff.",
        "Climb into their lap face to face, legs loosely circling their hips, and hold each other across the back.",
        "Rock forward over a slow count of four, pause, then rock back over another four; hold each other's gaze through every pause.",
        "When legs start to protest, unfold gently into a sideways cuddle rather than breaking apart.",
      ],
    },
    "romantic-2": {
      description:
        "Each shift is felt before it is noticed. The partner behind moves so gradually that Spooning becomes almost a lullaby, the pauses filling with warm breath against the neck and hands drifting along the hips, sleep never far off. Since you cannot see each other's face, speak up whenever you want a pause or a change.",
      steps: [
        "Dim the room and pull the covers up; going slowly is easier when you are warm and in no hurry to be anywhere.",
        "Curl up on your sides, both facing one direction, with the partner behind tucking their knees in behind the knees in front.",
        "Rest the lower arm along the pillow rather than beneath your partner's neck, so it does not go numb during the long stillnesses.",
        "The partner behind sets a rhythm so unhurried that each movement lasts a full breath in and a full breath out.",
        "The one in front keeps the tempo honest: a gentle press of a hand on theirs means slower still.",
        "Let the last movement fade into stillness and stay curled together until one of you dozes.",
      ],
    },
    "romantic-3": {
      name: "Slow Embrace at Half Speed",
      description:
        "A kiss that takes its time to arrive, then a lift just high enough to see the face below: the partner above draws out each movement to the very edge of stillness. Done this way, the Slow Embrace, familiar as it is, becomes something you notice afresh. Hovering on bent arms is tiring, so the one above should rest their weight down whenever their shoulders ask.",
      steps: [
        "Settle the partner underneath on their back, a pillow behind the neck and knees bent comfortably.",
        "The partner above lowers over them face to face and props up on bent arms, keeping their weight off the one below.",
        "Make a half-speed promise: any time the pace runs ahead, whoever notices simply stops and waits for a kiss.",
        "Move as if underwater, every shift of the hips taking a slow count of three, and linger between them to look at each other.",
        "When arms tire, lower fully into a hug for a minute, then carry on or roll onto your sides together.",
      ],
    },
    "romantic-4": {
      description:
        "Where your legs are woven, the tiniest movement becomes the whole event, and the long pauses leave room to study each other's face at pillow distance. Nobody carries weight in Twin Crescents and nobody has to lead, which is why half speed suits it better than almost anything, on a rainy afternoon with nowhere to be. Tucking the lower arm beneath the pillow stops it going numb during the stillest stretches.",
      steps: [
        "Lie facing each other on your sides, sharing one pillow, close enough to feel each other breathe.",
        "Lace your legs together, the upper leg of one partner draped over the other's hip, and bring your arms around each other's back.",
        "Take turns as timekeeper: for a few minutes one of you decides when to move and when to pause, then hand the role over.",
        "Keep each motion so small and slow that it is more a lean than a rock, stopping often to trace the other's face with a hand.",
        "Come apart as slowly as you came together, untangling one leg at a time.",
      ],
    },
    "romantic-5": {
      description:
        "Slack water: the moment between tides when the sea seems to hold its breath. Slowed right down, each roll of Tidal Rock stretches long and ends in a pause where everything simply rests, and because you stay pressed together, the stillness is full of warmth rather than waiting. The partner above should keep some weight on knees and arms so the one below can breathe easily.",
      steps: [
        "Start face to face, the partner underneath lying back and the partner above settled over them.",
        "The one on top eases a little further up the bed so your bodies meet along their full length.",
        "Roll together in one long, rising motion, then hold at the crest for two or three breaths before easing back.",
        "If either of you feels the swell quicken, lay a hand flat on the other's back: the signal to return to slack water.",
        "Let the rolls grow smaller until you are simply lying still together, then slide apart when you are ready.",
      ],
    },
    "romantic-6": {
      description:
        "Unhurried sways are steadier sways, so slowing down is the kindest thing you can do for a position that asks for balance. In the Kneeling Vow the pauses let you truly hold each other upright, and every movement turns deliberate, almost ceremonial, the way a promise should be. Knees feel stillness more than motion, so kneel on a soft mattress or folded blanket and sit back for a rest whenever they ache.",
      steps: [
        "Fold a blanket over the mattress where you will kneel, and face each other upright with knees slightly apart.",
        "Shuffle together and hold one another across the back and shoulders, so each of you steadies the other.",
        "Whoever is taller widens their knees a little until your faces are level.",
        "Sway in slow, deliberate arcs, pausing at the end of each one to look at each other before swaying back.",
        "Either of you can call a stop with a squeeze; sit back together, rest your knees, then rise again when ready.",
      ],
    },
    "romantic-7": {
      description:
        "Wandering hands travel at the pace of a dying fire. Reclined against the partner behind, the one in front still guides the rhythm of Hearthside, only now each shift takes long seconds, and the pauses are spent leaning back together and breathing. Pile enough pillows behind the partner at the headboard that their back stays supported through the long stillness.",
      steps: [
        "Build a backrest of pillows against the headboard, and let one partner settle into it with legs stretched out.",
        "The other nestles between their legs, facing forward too, and leans back into them.",
        "The partner behind lets both hands roam at a deliberately lazy pace, as though sketching with them.",
        "The one in front chooses the rhythm and keeps it at half speed; if the hands behind start to hurry, catch them and slow them down.",
        "End by sinking lower into the pillows together and staying wrapped up for a while.",
      ],
    },
    "romantic-8": {
      description:
        "Pressing through their feet, the partner astride controls every inch and sets a deliberately lazy rhythm, stretching a stolen moment as far as it will go. With faces level on the Sweetheart Chair, each pause becomes a long, shared look. Slow movement also keeps the chair steadier, but check it stands firm on a rug first.",
      steps: [
        "Put a sturdy armless chair on a rug or non-slip mat and test that it does not rock.",
        "One partner sits well back with both feet flat; the other straddles their lap facing them, feet planted on the floor.",
        "The partner on top moves at half their usual speed, pushing through their feet so each rise and fall is controlled.",
        "Every so often stop completely, hold each other's face in your hands, and wait until one of you smiles before moving again.",
        "Climb off carefully, one foot at a time, rather than standing up in a rush.",
      ],
    },
    "passionate-1": {
      description:
        "Every rise drawn out, every pause held a beat longer than expected: the rider's control in Moonrise turns into a lovely kind of tease, while the partner lying back watches and waits. The mood shifts from confident to deliciously patient. Holding still while upright works the legs, so lean on your partner's hands whenever you need a break.",
      steps: [
        "The partner underneath lies back with a soft pillow behind the neck, and the other kneels astride, a knee either side.",
        "Sit tall and take your partner's hands, lacing them together with yours for balance.",
        "Rise and settle at half your natural speed, and hold the top of each movement for a slow count before coming down.",
        "The partner lying back may ask for slower, never faster; the rider can grant it with a grin.",
        "Fold forward into a hug when your legs have had enough, and let the pace fade from there.",
      ],
    },
    "passionate-2": {
      description:
        "Slowed right down, the bolder end of things changes character completely. The partner behind leans forward to wrap around the one in front, and every movement of Wild Tide becomes a long, deliberate roll instead of a race: intensity without haste, and a lesson in how charged holding back can feel. Kneeling still is hard on the knees, so pad the mattress and let the partner in front rest on their arms.",
      steps: [
        "Lay a folded blanket or a pillow under the spot where you will both kneel.",
        "The partner in front kneels and lowers onto their arms; the other kneels close behind, knees wherever feels steadiest.",
        "Lean in until you are draped over your partner's back, arms around them, so you can murmur and kiss their shoulders.",
        "Move in slow, measured rolls; the partner in front acts as the brake, easing back to slow things whenever they like.",
        "Pause now and then with everything still, feeling each other breathe, before beginning again.",
        "Finish by sinking down onto your sides together rather than pulling apart.",
      ],
    },
    "passionate-3": {
      description:
        "Legs rise onto the kneeling partner's shoulders a little at a time, and each pause is a chance to check the angle and read each other's face. High Tide can feel intense; at half speed you meet that intensity gradually, with feeling taking the place of speed, which helps most on a first try. Lower the legs the moment anything pulls, and breathe out through every stretch.",
      steps: [
        "The partner lying down settles on their back with a pillow under the neck; the other kneels in front, sitting back a little.",
        "Raise one leg and then the other to rest on the kneeling partner's shoulders, taking a few breaths over each.",
        'Agree that the one lying down owns the tempo; a word like "slower" is always obeyed at once.',
        "Move in long, drawn-out motions with frequent stops, keeping your gazes locked during each pause.",
        "Bring the legs down one at a time, slowly, and stretch out side by side afterwards.",
      ],
    },
    "passionate-4": {
      description:
        "Free hands trace slow lines along arms and hips while every movement is drawn out. With the standing partner's hands unoccupied and the one lying back holding up nothing at all, Bed's Edge is an easy place to slow down, and the effect is attentive and unhurried, one of you savoured by the other. Use a cushion under the knees if kneeling, and put a rug down so nobody slips.",
      steps: [
        "Lay a rug or folded towel on the floor at the edge of the bed so feet and knees have grip.",
        "One partner lies back across the bed with hips near the edge and feet resting on the frame or floor.",
        "The other stands or kneels in front, adding pillows under the partner lying back until your heights meet without straining.",
        "The standing partner moves at half speed, using the pauses to let their hands wander slowly from shoulders to knees.",
        "The one lying back can reach up and press a hand flat against their partner's hip to slow the rhythm further.",
      ],
    },
    "passionate-5": {
      description:
        "Without faces to read, the conversation moves from looks to touch. The partner lying back gets long, unhurried moments to trace the line of the rider's back, and the rider lingers in each movement of Turned Horizon long enough to really feel it, no words needed. Agree a simple signal, such as a tap on the hip, that means slower.",
      steps: [
        "One partner lies on their back with legs together or slightly apart and a pillow behind the neck.",
        "The other kneels astride them facing the foot of the bed, hands resting on their partner's knees.",
        "Find your angle gradually, leaning forward or back an inch at a time before settling.",
        "Keep every movement at a crawl, and during each pause the partner below runs a hand from the shoulders down the back.",
        "Use a tap on the hip as the signal to slow further, then turn round to face each other when you are done.",
      ],
    },
    "passionate-6": {
      description:
        "Tiny, patient motions, and in the pauses, kisses planted along the neck and shoulders below. Heavy and close by design, Velvet Press slowed to half speed becomes almost meditative, sheltering for the partner who simply wants to be covered and held. Breathing matters here: keep enough weight on your arms and knees that the one underneath is never pinned.",
      steps: [
        "The partner underneath lies on their front with a soft pillow to rest on and arms loose.",
        "The other stretches out over them, carrying most of their weight through their arms and knees.",
        "Settle your faces side by side and breathe together for a minute before anything else moves.",
        "Move so slowly that each shift is barely visible, and fill every pause with a kiss on the neck or shoulder.",
        "The partner underneath can squeeze the other's hand twice for slower, or once to say all is well.",
        "Roll off to the side gently at the end and stay close.",
      ],
    },
    "passionate-7": {
      description:
        "Not hurrying becomes a deliberate choice. Pressed close against the wall, the partner behind eases every movement out over several breaths, with long pauses to kiss the neck and talk low, and Wall Whisper trades its could-not-wait urgency for something lingering. Standing still tires the legs quickly, so go barefoot on a non-slip floor and move to the bed if anyone wobbles.",
      steps: [
        "Choose a clear stretch of wall with a rug or grippy floor underfoot, and kick off any slippery socks.",
        "One partner faces the wall with hands flat at shoulder height; the other stands in close behind, an arm around their hips.",
        "Match heights with a sturdy step or by having the taller partner bend their knees.",
        "Move at half speed, holding still for a few breaths whenever you want, and say what you feel in the quiet.",
        "The partner at the wall can push back lightly to signal slower; stop altogether once legs start to shake.",
      ],
    },
    "passionate-8": {
      description:
        "By degrees the rider tips back, bracing on their partner's knees, and the lean itself becomes part of the performance. Each movement in Leaning Moon is small and controlled enough to hold for a breath or two, a drawn-out display for the partner below. Slow motion is also safer here: go back only as far as feels steady, and come upright the moment your back or arms complain.",
      steps: [
        "Begin with the rider sitting upright astride their partner, facing them.",
        "The partner lying down bends their knees to make a backrest, feet planted firmly on the mattress.",
        "The rider leans back over a slow count of five, hands finding their partner's knees or the mattress behind.",
        "Keep movements tiny and unhurried while the partner lying back holds the rider's hips to help them feel secure.",
        "Return upright just as slowly, then fold forward into a hug to rest.",
      ],
    },
    "adventurous-3": {
      description:
        "At the speed of a long exhale, the partner lying down rises into a bridge while the kneeling partner supports their hips. Taken this slowly, Starbridge is close to a shared yoga flow, all strength and control and very little hurry. Slow holds tire the back fast, so keep each bridge short, lower fully between them, and stop at the first twinge.",
      steps: [
        "Warm up with a few slow stretches together, then one partner lies back with knees bent and feet flat.",
        "The other kneels close in front, hands ready beneath their partner's hips.",
        "Lift into the bridge over a count of four, the kneeling partner taking some of the weight as it rises.",
        "Move together at half speed for only a minute or so, then lower all the way down to rest before lifting again.",
        "Finish lying side by side, breathing slowly, and let the back settle before getting up.",
      ],
    },
    "adventurous-4": {
      description:
        "Having stopped halfway up, you are now in no hurry at all, and that is the joke. Each movement of the Staircase Rendezvous is careful and drawn out, kinder to backs on hard steps and easier to keep steady, best with the house to yourselves and a shared sense of humour. Lay blankets over the stairs, keep a hand on the banister, and stop if anything digs in.",
      steps: [
        "Drape a folded blanket or two over the steps you will use, so nothing hard presses into anyone's back.",
        "One partner sits a few steps up and leans back against the stairs behind, arms spread for support.",
        "Their partner kneels lower down, facing them, and shifts up or down a stair until your heights line up.",
        "Move at a deliberate crawl, one hand on the banister, pausing often to laugh at how long it is all taking.",
        "When you are done, help each other up slowly and finish the climb together.",
      ],
    },
    "adventurous-5": {
      description:
        "At a snail's pace, the partner lying back slides towards the cushions while the one above keeps a steady hand on them. Slowed down, the Waterfall gives you the new angle without it becoming too much, the thrill kept firmly under control. Keep it to a few minutes, and come back up slowly together so nobody feels dizzy.",
      steps: [
        "Pile soft cushions on the floor beside the bed, high enough to meet the edge of the mattress.",
        "One partner lies on their back and eases towards the edge an inch at a time until their shoulders rest on the cushions.",
        "The other kneels or sits astride above on the bed, keeping both hands on their partner's hips for security.",
        "Move at half speed with plenty of stillness, and check in with a word every minute or so.",
        "After a few minutes at most, help the partner below slide back up and sit upright gradually.",
      ],
    },
    "adventurous-6": {
      description:
        "Lower one leg, raise the other, over a long shared count, with the kneeling partner guiding it: the swap at the heart of Bamboo Split becomes a little ballet. Between swaps the rhythm is leisurely enough to hold a gaze, and the challenge stays playful. Go only as high as feels good, and let a leg rest flat whenever it wants.",
      steps: [
        "The partner lying down settles on their back; the other kneels facing them, close enough to cradle a leg.",
        "Lift one leg onto the kneeling partner's shoulder while the other stays long on the mattress.",
        "Move together very slowly for a while, with pauses to look at each other and breathe.",
        "Swap legs over a count of ten, the kneeling partner supporting one leg all the way down and the other on its way up.",
        "Keep alternating at your own pace, and stretch both legs out flat when you are finished.",
      ],
    },
    "adventurous-7": {
      description:
        "Somewhere you should not be, with no one about to need the kitchen: half speed lets you enjoy the thrill instead of rushing it. Slow, deliberate movements also put far less strain on the Butterfly Table, so it stays steady beneath you, and the mood turns teasing and a little wicked. Clear the surface, pad it with a blanket, and test that it takes weight without shifting.",
      steps: [
        "Clear off a sturdy counter or table that reaches roughly hip height, and fold a blanket over its edge.",
        "One partner leans or lies back across it, feet resting against the standing partner or lifted off the floor.",
        "The other steps in close, holding their partner's hands, and sets a pace that is half what it would naturally be.",
        "Stop often and stay completely still together for a few breaths, noticing how quiet the room is.",
        "Help the partner on the table sit up slowly before either of you steps away.",
      ],
    },
    "adventurous-8": {
      description:
        "How the pieces fit is half the fun, and at half speed you get to enjoy it. The kneeling partner moves with great patience, the one on their side keeps the upper leg wrapped loosely round them, and your faces stay turned together, laughing, through every pause of the Pretzel Twist. If the twist pulls at the lying partner's hips, let the wrapped leg slide lower.",
      steps: [
        "One partner lies on their side with a pillow to rest on; the other kneels astride their lower leg, facing them.",
        "The partner on their side curls their top leg around the kneeling partner's hips, only as snugly as feels good.",
        "Find the angle together by shifting an inch at a time rather than all at once.",
        "The kneeling partner sets a very slow pace, stopping whenever a laugh or a look demands it.",
        "Untangle in reverse order, slowly, and lie down face to face.",
      ],
    },
    "mixed-1": {
      description:
        "The final bars of the song, stretched as long as you can bear. You sway so gradually that you barely leave the spot, faces almost touching through every pause, and Last Dance stays a slow dance before it is anything else, best in the good clothes from a night out. Balance is the thing to watch: if a foot is up on the bed frame, keep movements tiny and hold each other firmly.",
      steps: [
        "Put on one long, slow song, or none at all, and stand facing each other with arms around each other's back.",
        "Sway at half the speed of the music, letting each lean carry you through a whole bar before turning back.",
        "Even out any height gap with a sturdy step for the shorter one, or a little bend in the taller one's knees.",
        "Once you feel steady, one of you rests a foot on the bed frame to draw you closer, and the sway slows further still.",
        "Whenever one of you drifts ahead of the beat, the other holds still until you fall back in step.",
      ],
    },
    "mixed-2": {
      description:
        "A squeeze of the hand marks each pause instead of a look, since your faces lie far apart. Slowing down moves attention to your joined hands and to where your legs interlace in Crossed Paths, each rock taking its time, chat drifting in between. Tuck pillows under the side-lying partner's shoulder and knee so nobody twists.",
      steps: [
        "Lie down at an angle to each other, one of you face up and one on your side, like an open pair of scissors.",
        "Interlace your legs until you meet in the middle, then reach down the bed to hold hands.",
        "Rock together at half speed, using your joined hands to draw each other in and ease each other away.",
        "A double squeeze of the hand means pause; hold still and talk across the distance until someone squeezes again.",
        "Shift the angle slowly whenever a hip or shoulder complains, and finish by curling up properly side by side.",
      ],
    },
    "mixed-3": {
      description:
        "Each small turn of the hips becomes its own discovery, held long enough to decide whether to keep it. In slow motion the rider can explore the angles of Side Saddle by degrees while the partner lying back enjoys the show, elegance and mischief in equal parts. Keep one hand on the mattress for balance, since even slow movements off to one side need a steady base.",
      steps: [
        "With the partner underneath lying back, knees a little raised, the rider climbs astride and then swings both legs round to sit sideways.",
        "Steady yourself with one hand pressed into the mattress beside you.",
        "Move at half speed, turning your hips a few degrees at a time and pausing to notice how each angle feels.",
        "The partner underneath rests their hands on the rider's hips and can press gently to ask for an even slower pace.",
        "Swing back round to face each other before climbing off, so nobody slips.",
      ],
    },
    "mixed-4": {
      description:
        "Most of the time is spent simply looking at each other. Leaning back on your hands in Mirror Recline, you move together so gradually that the distance between you, always part of the game, becomes the whole of it, and the build-up wins over any rush. Arms feel the long pauses, so sit up into an embrace whenever they start to ache.",
      steps: [
        "Sit on the bed opposite each other and weave your legs together until you are close.",
        "Lean back onto your hands, arms straight but soft rather than braced.",
        "Push gently in turn, each movement taking several seconds, like two reflections catching up with each other.",
        "Between movements hold completely still and keep looking; whoever glances away first starts the next push.",
        "Sit up slowly into a hug when your arms tire, and decide together whether to lean back again.",
      ],
    },
    "mixed-5": {
      description:
        "Resting on the backrest, the partner in front lets the room go quiet, as if gazing out of a window at night, while the one behind moves unhurriedly, an arm around their hips. Sofa Skyline already has that lazy feel; slowing down leans into it, lights low. Cushions give under the knees, so go slowly enough that nobody slips, and lay a throw over the seat.",
      steps: [
        "Lay a throw over the sofa seat and make sure the sofa will not slide on the floor.",
        "The partner in front kneels up on the seat, turned towards the backrest, arms folded over the top.",
        "The other kneels on the cushions or stands behind them, wrapping an arm round their hips.",
        "Move at half speed, stopping now and then so you can both gaze out at the room together.",
        "The partner in front sets the speed limit by rocking back gently when they want things even slower.",
      ],
    },
    "mixed-6": {
      description:
        "Talk, laugh, hold hands across the gap, move a little, stop again: at half speed Compass turns into a conversation full of pauses. Lying in a T with legs draped over, you move in small, slow motions while you are still learning each other's rhythms. Keep a pillow under the side-lying partner's neck so nobody strains.",
      steps: [
        "One partner lies back with knees bent; the other lies on one side, crosswise, so your bodies form a T.",
        "Lift the legs of the partner lying face up across the other's hips, then reach for each other's hands in the middle.",
        "Move together in tiny motions at half speed, letting each one finish before the next begins.",
        "Every few minutes stop entirely and chat about anything at all before picking the rhythm back up.",
        "If one of you starts to hurry, the other simply holds their hand a little tighter until you are back in step.",
      ],
    },
    "mixed-7": {
      description:
        "Turning over together so gradually that you never come apart is the trick, and then lingering in every shape before moving to the next. Switchback Flow is all transitions anyway; in slow motion each roll becomes the main event, a little choreography and a lot of laughter. Start in the middle of a wide bed, since a slow roll still travels further than you think.",
      steps: [
        "Begin facing each other in the middle of the bed, one partner reclining and the other above.",
        "Stay in this first shape for a while, moving at half speed and pausing to look at each other.",
        "Hold each other tightly and roll across over a slow count of five, so the other partner finishes on top.",
        "Linger there before rolling onto your sides and settling into a spoon, just as slowly.",
        "Let the movement fade out in the spoon, and stay curled together as long as you like.",
      ],
    },
    "mixed-8": {
      description:
        "Every lean forward or back is deliberate when the partner in front chooses to make it last. With both arms free, the partner behind holds and strokes at the same unhurried tempo, and Front Row Seat becomes a study in one of you setting the terms. Keep both pairs of feet flat on the floor, and choose a chair or bed edge firm enough not to rock.",
      steps: [
        "Choose a firm armchair or the edge of the bed; one partner sits with feet flat and the other settles back into their lap, facing away.",
        "The partner in front plants their feet wide for balance and takes charge of the tempo.",
        "Lean forward and back at half speed, holding each position for a breath before moving on.",
        "The partner behind circles their arms around the front and strokes slowly, matching the tempo and never pulling ahead.",
        "Stand up slowly at the end, the partner in front rising first while the other steadies them.",
      ],
    },
    "romantic-10": {
      description:
        "In the stillness between rocks you can feel both hearts going, just as the name promises. Kneeling astride and folded forward chest to chest, the partner on top slows each movement until it takes a whole breath, and Heart to Heart grows tender and quietly intense while the one underneath simply holds on. Slowness is harder on the forearms, so the partner above rests lower whenever they need to.",
      steps: [
        "The partner underneath settles on their back, feet planted; the other kneels astride and folds forward until your chests meet.",
        "The partner on top rests on their forearms beside the other's head, and the one underneath wraps both arms around their back.",
        "Rock forward over a full breath in, pause, and ease back over a full breath out.",
        "In each pause, stay completely still and notice the two heartbeats pressed together.",
        "When the forearms tire, lower fully into the hug and rest there before carrying on.",
      ],
    },
    "passionate-12": {
      name: "Slow-Motion Riverbed",
      description:
        "Each roll lasts several seconds, the way a current shifts a pebble. Lying flat on their front over a pillow, the partner underneath is snug and rested while the one kneeling astride leans over on straight arms, and slowed right down, Riverbed finally earns its name. Keep the kneeling partner's weight on their own hands, never on the other's back.",
      steps: [
        "Slide a pillow under the hips of the partner lying on their front, legs together and head resting on folded arms.",
        "The other kneels astride their thighs and leans forward onto straight arms, hands either side of the waist.",
        "Begin a roll so slow that it takes a count of five to arrive and another five to ebb.",
        "Hold still at the end of each roll, long enough for the partner below to press back if they want more.",
        "If arms begin to shake, sit up on your knees and rest a hand on your partner's back before starting again.",
      ],
    },
    "passionate-20": {
      description:
        "Over a long minute, not a second, the upper leg lifts to the kneeling partner's shoulder. Side Split asks for flexible hips, and slow motion is the respectful way to meet that demand: one partner on their side, the other kneeling over the lower leg, every movement deliberate so the stretch never gets ahead of the body. Stop raising the leg at the first pull, and hug it close.",
      steps: [
        "Warm up together first: a few slow leg swings and a minute of gentle hip stretches each.",
        "Whoever has the looser hips settles on their side with a pillow for the head; the other kneels upright over their lower leg.",
        "Raise the top leg together over several breaths until it rests on the kneeling partner's shoulder, no higher than is easy.",
        "The kneeling partner hugs the leg to their chest and moves as slowly as it was lifted, pausing often.",
        "Lower the leg the same way, over several breaths, before you swap sides or stop.",
      ],
    },
    "passionate-22": {
      description:
        "A knee on the mattress and hands on the bed before you have even reached it: this is the impatient one, so half speed is a delicious contradiction. Standing close behind, the other partner moves far slower than the mood of One Knee Up suggests, while the one in front feels every moment of the wait. Swap the raised knee when one side tires, and keep the standing foot on a rug that will not slide.",
      steps: [
        "Check the floor by the bed is dry and the rug cannot skid under a foot.",
        "The front partner sets one knee up on the bed and tips forward onto both hands, the other foot still on the floor.",
        "The partner behind steps close, hands on their hips, and agrees to move at half the pace either of you wants.",
        "Slow each movement to a count of four, and pause completely whenever the one in front looks back over a shoulder.",
        "Swap the raised knee halfway, taking your time over the change as well.",
      ],
    },
    "adventurous-17": {
      description:
        "Stairs reward care, and at this pace the care becomes the pleasure itself: every movement deliberate, every pause a chance to check knees and grip. Kneeling on a carpeted step with hands on one further up, the partner in front feels how the slope of the Stair Climb gives a familiar shape a new angle, while the other kneels on the step below. Lay a folded blanket over the steps first.",
      steps: [
        "Fold a blanket over three or four carpeted steps and make sure nothing is lying on the stairs above or below.",
        "The front partner kneels on a step facing up the stairs, hands flat on a step two higher.",
        "The other kneels on the step below, close behind, hands on the front partner's hips.",
        "Move at a slow, even count, with a full pause between each movement to settle knees and hands.",
        "To come out, the partner behind moves down a step first, then helps the other turn and sit.",
      ],
    },
    "adventurous-18": {
      description:
        "Hands travelling down towards the heels over several breaths, one partner bends backwards while the other holds them firmly round the waist. Kneeling Arch is a yoga pose shared between two, and at this pace the arch opens slowly and closes the same way, so trust builds rather than nerves. Only arch as far as feels good, and rise with your partner's help.",
      steps: [
        "Kneel face to face on a soft mattress, knees hip-width apart, and take three slow breaths together.",
        "The partner who will hold wraps both arms securely round the other's waist.",
        "Over a count of eight, the arching partner leans back, reaching towards their heels only as far as is comfortable.",
        "Keep every movement at the same slow tempo, and hold still at the deepest point for a breath or two.",
        "Come up over another slow count, the holding partner drawing them in, and finish in a close hug.",
      ],
    },
    "mixed-14": {
      description:
        "The gap between your bodies turns into pure anticipation. Each lowering takes its time, and each lift is a pause in which the partner underneath can reach up and touch whatever they like, eyes locked on the one holding the Hover above them. Holding the arms straight that long is tiring, so drop to the forearms, or all the way into an embrace, whenever the shoulders ask.",
      steps: [
        "One partner lies on their back, knees bent, with a pillow under their head.",
        "The other comes onto hands and knees above them, facing them, arms straight beside their shoulders.",
        "Lower towards each other over a slow count of four, stopping a breath apart before going further.",
        "Let the partner underneath trace a hand along the other's side during every pause.",
        "When arms tire, sink onto the forearms or down into a full embrace and carry on at the same unhurried speed.",
      ],
    },
    "mixed-22": {
      description:
        "Lowered towards over several breaths, held, lifted away and begun again, the kiss itself becomes the whole event. The Upside-Down Kiss is already slow and playful, one of you sitting with legs folded and the other lying back, head cradled in that lap; between kisses the partner sitting strokes hair and face. A cushion under the sitting partner spares their hips.",
      steps: [
        "The partner sitting folds their legs on a cushion near the middle of the bed.",
        "The other stretches out on their back, head resting on the sitter's crossed legs, and reaches up to cup their face.",
        "The sitting partner lowers in for a kiss over a slow count of five, and pauses with lips almost touching.",
        "Hold each kiss for as long as it feels good, then lift away just as slowly.",
        "Between kisses, stroke each other's hair and cheeks, and let the pace stay exactly this gentle.",
      ],
    },
    "romantic-21": {
      description:
        "Take each lean forward over a full breath and stop when your faces are nearest. Propped on a slope of pillows, the reclining partner never lies flat, and the kneeling partner between their knees finds that Gentle Slope, already supported, rewards slowness more than most; later in pregnancy, the pregnant partner is the one who reclines. Hands rest on the mattress, never on the reclining partner.",
      steps: [
        "Build the wedge or pillow slope against the headboard and check it does not slide.",
        "The partner who reclines leans back into the slope with feet planted; the other kneels tall between their knees.",
        "The kneeling partner leans forward over a long breath, hands on the mattress, until your faces are close.",
        "Hold still there for a kiss, then ease back just as slowly.",
        "Keep every movement at that same breathing pace, and adjust the slope between rounds if needed.",
      ],
    },
  },
};

export default written;
