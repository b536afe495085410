import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "The Lotus keeps your faces close enough to whisper anyway, so this version simply makes that the point. As you rock, keep up a soft running commentary: what you notice, what you love about this second, what you would like next. The closeness stops being only physical and turns into a shared story. Wonderful for shy couples learning to say what they want. If anything needs to change, say it plainly and at normal volume.",
      steps: [
        "Turn off any music or television so the room is quiet enough for the softest voice to carry.",
        "One partner sits cross-legged on a cushion, back relaxed; the other settles onto their lap facing them, legs looped around their hips.",
        "Hold each other across the shoulders and bring your faces in until they are nearly touching.",
        "Rock gently and take turns murmuring one true thing at a time: something you can feel, something you adore, something you want.",
        "When the words run out, let a last whispered thank you close it, and stay wrapped together.",
      ],
    },
    "romantic-2": {
      description:
        "Spooning puts the partner behind right at the back of the other's neck, the perfect spot for a whisper. Here the cuddle comes with a quiet voice-over: the one behind describes what they love as they move, and the one in front answers in murmurs. It suits sleepy nights and partners who feel bolder saying things in the dark. Warm breath on the neck can tickle, so shift a little if the giggles take over.",
      steps: [
        "Switch off the lights, or leave one low lamp, and settle onto your sides with one of you tucked behind the other.",
        "The partner behind rests their lips near the other's neck, one arm under the pillow and one across their hips.",
        "Move slowly, and as you do, whisper what you are enjoying, one small sentence at a time.",
        "The partner in front answers in the same hush, including anything they would like more or less of.",
        'Pass the line "my favourite part just now is..." back and forth until one of you runs out of words.',
        "Let the whispers trail into goodnights if sleep is winning.",
      ],
    },
    "romantic-3": {
      description:
        "The Slow Embrace leaves your faces inches apart, so whispering here feels effortless. The partner above can lower close to say what they see, while the one underneath murmurs back what they want more of. The words make a familiar classic feel newly intimate, lovely for couples who rarely talk in the moment and would like to start. Keep a clear, normal-voiced word ready for anything that needs to stop or change.",
      steps: [
        "Whoever is underneath settles face up, knees bent, a pillow beneath the neck.",
        "Their partner comes down over them, propped on bent arms so no weight presses down.",
        "Bring your lips close to each other's face and begin talking in a whisper about whatever you notice.",
        'Move at an easy pace and let each whisper steer you: "slower", "stay there" and "just like that" all count.',
        'Take turns finishing the phrase "something I love about you is..." and end on a kiss.',
      ],
    },
    "romantic-4": {
      description:
        "In Twin Crescents you share one pillow and neither of you leads, so the whispers can be just as equal. Lying face to face with legs woven, you trade murmured lines back and forth like a slow game of catch, while the gentle movement keeps time underneath. Perfect for late nights when you are both too cosy to get up and too happy to sleep. Keep your voices low and your questions open; nobody has to answer.",
      steps: [
        "Lie on your sides facing each other, sharing a pillow so your faces are a hand's width apart.",
        "Weave your legs together, one partner's top leg resting over the other's hip, and hold each other around the back.",
        "Start a whispered exchange: one of you asks a small question, the other answers, then asks one back.",
        "Keep moving in small, easy motions, letting the conversation slow or quicken the rhythm.",
        "Finish by whispering one thing you are looking forward to doing together.",
      ],
    },
    "romantic-5": {
      description:
        "Tidal Rock keeps you pressed together from shoulders to feet, and adding whispers gives its slow, rolling rhythm a voice. Because your faces rest side by side, every murmured word lands right beside your partner's neck, so even the smallest sentence feels huge. Good for couples who love closeness and want to hear it described. The partner above should keep some weight on their arms so the one below has breath to spare for talking.",
      steps: [
        "Lie face to face with one partner on top, settled comfortably over the other.",
        "The partner on top slides a little higher so your bodies line up from shoulders to feet and your faces rest side by side.",
        "Rock together in a long, rolling motion, and whisper a running description of how it feels as the tide comes in.",
        "Let the one below answer in a murmur, saying when to build and when to stay still.",
        "As the rhythm fades, take turns whispering one thing you love about lying like this.",
      ],
    },
    "romantic-6": {
      description:
        "Kneeling Vow already looks like a promise, so the whispered version lets you actually make some. Upright and holding each other, you sway and murmur small vows: things you love, things you want to try, things you will always do. It is tender and a little charged, just right for a wedding night or any milestone. Balance still matters, so hold on firmly, cushion the knees and stop if either of you wobbles.",
      steps: [
        "Kneel facing each other on a soft mattress, knees a little apart to keep steady.",
        "Inch together until you can hug across the back and shoulders, and let one partner widen their knees to level your faces.",
        "Sway slowly, and take turns whispering a promise beside the other's neck, however small or silly.",
        "Answer each promise with one of your own, so the exchange builds into a conversation.",
        "If knees start to ache, sit back into a hug and finish your last promises sitting down.",
      ],
    },
    "romantic-7": {
      description:
        "Hearthside puts the partner behind with their lips right beside the other's neck, which makes it ideal for whispering. While their hands wander, they can narrate softly, asking what feels good and describing what they love, and the partner in front answers by guiding both the rhythm and the hands. Cosy and sheltered, it suits a fireside evening or a first attempt at talking this openly. Speak up at full volume if anything needs to change.",
      steps: [
        "Prop one partner against the headboard with a stack of pillows, legs stretched long.",
        "The other settles between their legs, facing away, and leans back into their arms.",
        "The partner behind rests their face beside the other's neck and whispers questions as their hands roam: here? like this? slower?",
        "The partner in front answers in a murmur or by moving a hand to where they want it, and sets the rhythm.",
        "After a while, let the partner in front take over the questions while staying just as you are.",
      ],
    },
    "romantic-8": {
      description:
        "Sweetheart Chair lines your faces up perfectly, so whispering takes no effort at all. With the partner astride setting the pace, the two of you keep a hushed conversation going, the kind of low talk that feels secret even in an empty house. A lovely twist on a date night at home. Keep everyone's feet on the floor and the chair on a rug, since laughter and a wobbly chair do not mix.",
      steps: [
        "Find a chair that is sturdy and armless, and check it will not skid across the floor.",
        "One partner sits well back with feet flat; the other climbs astride facing them, feet down for balance.",
        "Rest your faces close, and begin with a whispered compliment each, said right beside the other's neck.",
        "The partner on top sets the pace while you keep murmuring: what feels good, what you want next, what you are thinking.",
        'Trade the prompt "tonight I want..." back and forth, and follow through on the answers.',
      ],
    },
    "passionate-1": {
      description:
        "Moonrise keeps the rider sitting tall, a little out of whispering range, and that distance becomes part of the fun. To say anything, the rider has to lean all the way down, so each whisper arrives with a kiss and a change of angle, while the partner lying back murmurs requests up to them. Playful and confident, it suits couples who enjoy some teasing. Use each other's hands for balance whenever you lean.",
      steps: [
        "The partner underneath lies back, neck cushioned by a soft pillow; the other kneels astride, a knee on each side.",
        "The rider sits upright to begin with, hands joined with their partner's for balance, and sets the pace.",
        "Whenever the rider has something to say, they lean all the way down to whisper it, then sit back up.",
        "The partner lying back can beckon them down with a tug of the hands to whisper a request of their own.",
        "Let the rhythm and the whispers feed each other, and finish folded together, faces close.",
      ],
    },
    "passionate-3": {
      description:
        "High Tide keeps every reaction visible, and whispers add the words to go with them. Because the position asks for flexibility, the murmured conversation doubles as a running check-in: a little higher, a little lower, stay there. That makes it a good choice for couples trying it for the first time. The kneeling partner can lean forward to hear, but only as far as the lifted legs comfortably allow, and legs come down the moment anything strains.",
      steps: [
        "One of you stretches out face up, neck on a pillow, while the other kneels up close in front.",
        "Raise the legs onto the kneeling partner's shoulders one at a time, talking quietly about how the stretch feels.",
        "Once comfortable, keep up a hushed back-and-forth about angle and pace, adjusting after each whisper.",
        "Mix in softer lines too, taking turns to say what you find beautiful about this moment.",
        "Lower the legs slowly whenever you like, and finish lying side by side, still whispering.",
      ],
    },
    "passionate-4": {
      description:
        "At the Bed's Edge your faces start some distance apart, which makes every whisper an event: the standing partner has to lean right over to speak, and the partner lying back has to draw them down to answer. Those dips add closeness to a position that usually feels bold and open. Good for couples who like a mix of playful and tender. Keep a cushion under kneeling knees and a rug underfoot so leaning forward stays steady.",
      steps: [
        "Lay a rug or folded towel at the edge of the bed for grip.",
        "Whoever is lying down shifts until their hips reach the mattress edge, feet finding the frame or the floor, and the other stands or kneels to face them.",
        "Raise the partner lying down with pillows if needed, so leaning over for a whisper does not strain anyone's back.",
        "The standing partner sets the rhythm and leans down often to murmur something, staying bent close for a moment each time.",
        "The partner lying back can pull them down by the hands to whisper what they would like next.",
      ],
    },
    "passionate-6": {
      description:
        "In Velvet Press your faces rest side by side on the pillow, so the partner on top is perfectly placed to whisper. Covered and held, the one underneath hears every word right beside their neck, and the slow, heavy closeness becomes a conversation. Lovely for a rainy evening or when one of you needs reassurance. Keep enough weight off the partner below that they can breathe freely and answer back.",
      steps: [
        "The partner underneath lies on their front on a soft pillow, arms relaxed.",
        "The other stretches out over them, keeping most of their weight on their arms and knees.",
        "Lay your face beside theirs and begin with a few slow breaths together, then a first whisper.",
        "Move in small, slow motions and keep talking low about what you feel, pausing for the answers.",
        'Take turns completing "you make me feel..." until it becomes a game, then roll to the side and hold each other.',
      ],
    },
    "passionate-7": {
      name: "Wall Whisper in Low Voices",
      description:
        "Wall Whisper has the word in its name; this version holds it to its promise. The partner behind keeps up a steady, hushed commentary beside the other's neck, and the one at the wall answers over their shoulder. The could-not-wait mood turns intimate and deliberate, good for couples who find talking easier when not face to face. Standing takes balance: bare feet on a grippy floor help, and the bed is there if legs tire.",
      steps: [
        "Pick a clear wall with a rug or grippy floor in front of it, and go barefoot.",
        "The partner in front leans both hands on the wall about shoulder high, and the other moves up behind with an arm circling their hips.",
        "Use a sturdy step or bent knees to bring your heights level, so the partner behind can rest their face by the other's neck.",
        "Keep the rhythm steady and whisper continually: what you love, what you want, what you notice.",
        'The partner at the wall turns their face to answer; take turns completing "I can\'t wait to..." before slowing to a stop.',
      ],
    },
    "adventurous-4": {
      description:
        "Staircase Rendezvous has the thrill of not making it upstairs, and whispering adds a hint of secrecy, as though someone might hear. Face to face on the steps, you keep your voices hushed and your conversation playful, which also keeps movements careful and steady. Good for a house to yourselves and a mischievous mood. Pad the steps with a blanket, hold the banister, and speak up plainly if anything digs in.",
      steps: [
        "Lay a folded blanket over the steps, or choose a carpeted staircase.",
        "One partner sits a few steps up and reclines against the stairs above; the other kneels lower, facing them.",
        "Adjust until your faces are close, one of you keeping a hand on the banister.",
        "Move carefully and keep talking in whispers, as though the house were full of sleeping guests.",
        "Take turns whispering where you would like to go next, then help each other up and follow the plan.",
      ],
    },
    "adventurous-6": {
      description:
        "Bamboo Split depends on swapping legs at an agreed moment, and whispers are the perfect way to agree it. The kneeling partner murmurs a countdown, the partner lying back whispers when to lift or lower, and the swap becomes a little shared secret. It keeps this gentle flexibility challenge playful and well coordinated. Say it out loud, not in a whisper, if a stretch ever feels like too much, and lower the raised leg at once.",
      steps: [
        "The partner lying back stretches out while the kneeling one faces them, close enough to bend forward and murmur.",
        "Prop a single leg up against the kneeling partner's shoulder and let its twin stay stretched along the bed.",
        "Move together gently while the kneeling partner leans in to whisper how it feels from their side.",
        "When the time comes to switch, whisper a slow countdown from five and change legs together on zero.",
        "Keep trading whispered cues between swaps, and stretch both legs out when you are finished.",
      ],
    },
    "adventurous-7": {
      description:
        "Butterfly Table feels daring because it happens somewhere other than the bedroom, and whispers turn up the sense of mischief. Face to face across the table's edge, the standing partner leans in to murmur while the one lying back answers softly, as if the neighbours might overhear. Good for a playful evening once the house is empty. Check the table is solid before anything else, and keep the talk hushed but the consent clear.",
      steps: [
        "Pick a steady table or counter about hip height, clear it, and pad the edge with a folded blanket.",
        "One partner reclines across the edge, feet lifted or braced against the standing partner.",
        "The standing partner steps in close, holding their hands, and leans over to whisper.",
        "Keep a low conversation going while you move: what feels daring, what feels good, what should happen next.",
        "Finish with a whispered plan for which room comes after this one.",
      ],
    },
    "adventurous-8": {
      description:
        "Pretzel Twist keeps your faces turned towards each other, though not quite close, so the whispers have to be a touch louder than a breath. That makes them playful: half the fun is asking each other to repeat things. A cheerful tangle becomes a cheerful conversation, ideal for couples who laugh a lot together. If the twist pulls at the hips, say so and ease the wrapped leg lower.",
      steps: [
        "One partner lies on their side on a pillow; the other kneels astride their lower leg, facing them.",
        "The partner lying down wraps their top leg around the kneeling partner's hips.",
        "The kneeling partner leans forward a little so your faces come nearer, and sets a gentle pace.",
        "Whisper back and forth about the angle and what you love about it, repeating anything that gets lost in the giggles.",
        "End by untangling and lying face to face for a last few murmurs.",
      ],
    },
    "mixed-1": {
      description:
        "Last Dance already sways as if a song is playing; in the whispered version you supply the lyrics. Swaying face to face, you murmur to each other about the night, the moment and what you love, keeping voices low enough to feel more than hear. Perfect at the end of a wedding, a party or a long-awaited date. Standing close takes balance, so hold each other firmly and step onto anything raised slowly.",
      steps: [
        "Stand facing each other and hold each other around the back, close enough to whisper.",
        "Sway gently for a while, with or without music, and start telling each other quietly about the best moment of the evening.",
        "Level any height difference with a sturdy step or a bend in the taller partner's knees.",
        "If you want to be closer still, one partner lifts a foot onto the bed frame while the whispers carry on.",
        'Take turns finishing "dance with me again when..." and let the answers guide the rest of the night.',
      ],
    },
    "mixed-4": {
      description:
        "Mirror Recline puts distance between you on purpose, which turns whispering into a lovely game: to say anything, one of you has to sit up and lean in. Each whisper pulls you into a brief embrace before you fall back into your reflection. Good for flirtatious couples who enjoy anticipation. Your arms do the work of leaning back, so treat the whispers as breaks and sit up whenever they ache.",
      steps: [
        "Sit across from one another with your legs threaded together.",
        "Lean back on your hands, keeping the arms straight but never rigid.",
        "Move together slowly, and when one of you has something to say, sit up and lean across to whisper it.",
        "The listener replies in a whisper of their own before you both sink back onto your hands.",
        'Make it a game of "tell me something I don\'t know", and end in a full embrace sitting up.',
      ],
    },
    "mixed-7": {
      description:
        "Switchback Flow moves through three shapes, and whispering lets you narrate the journey. Before each roll, one of you murmurs where you are going next; in between, you tell each other what you loved about the shape you just left. It keeps the transitions coordinated and the mood warm and giggly, great for couples who enjoy a slow, playful evening. Start in the middle of the bed so no roll ends over the edge.",
      steps: [
        "Lie in the centre of the mattress for the opening shape: face to face, one of you underneath and the other on top.",
        'Spend a while here whispering what you enjoy, then murmur "roll with me" before turning over together.',
        "With the other partner now on top, trade whispers about this new view and what you like about it.",
        "When you are ready, whisper the next move and roll onto your sides into a spoon.",
        "Let the partner behind finish with a long, quiet monologue about the best bits of the evening.",
      ],
    },
    "mixed-8": {
      description:
        "Front Row Seat gives the partner behind the best whispering seat in the house, with their face right beside the other's neck and both arms free. The one in front controls the pace while listening to a low running commentary, and can answer over their shoulder. Good for couples where one loves talking and the other loves listening. Keep feet planted and the chair steady, since leaning round to reply shifts your balance.",
      steps: [
        "Pick a firm armchair or the edge of the bed, and let one partner sit with feet flat.",
        "The other sits back into their lap, facing away, with their feet on the floor.",
        "Whoever sits behind loops both arms round the front and tucks their face close to the other's neck.",
        "The partner in front sets the pace, while the one behind whispers steadily about what they see, feel and want.",
        "Every so often the one in front turns to whisper back a request, which the other must grant.",
      ],
    },
    "romantic-9": {
      description:
        "Closed Petals gathers you close along your whole length, the partner underneath with legs together and the one above settled over them on forearms, so your faces are never more than a breath apart. Whispering fits that snugness perfectly: small movements, small voices, and the sense that the room has shrunk to the space between two pillows. Lovely for a shy first try at talking in the moment. Say anything that needs changing in a plain, normal voice.",
      steps: [
        "Quiet the room, switch off screens and settle a pillow under the head of the partner who will lie back.",
        "That partner stretches out face up, ankles together; the other lowers over them onto their forearms, knees outside the other's thighs.",
        "Bring your cheeks together so each of you can speak straight into the other's ear.",
        "Keep the movements small and take turns whispering one thing you can feel and one thing you would like.",
        "Finish with a last whispered word each, and stay gathered close for a while.",
      ],
    },
    "romantic-13": {
      description:
        "Nestle is a lie-in that kept going: one partner on their back, the other on their side facing them, a knee draped across, head by their shoulder. That puts one mouth right beside the other's ear, so whispering comes naturally. The partner on their side can murmur running commentary while the one on their back answers with a turn of the head. Pausing just to talk is half of it. Breath in an ear tickles; laughing is allowed.",
      steps: [
        "Settle in on a lazy morning or a slow evening, with the lights low and nothing to get up for.",
        "One partner lies face up; the other curls on their side facing them, head by their shoulder, a knee over their hips.",
        "The one on their side starts whispering: what they notice, what they love, what they would like next.",
        "The partner on their back turns their head to whisper back, and any pauses are for kisses.",
        "Let the rhythm follow the talk rather than the other way round, and stop to simply chat whenever you like.",
      ],
    },
    "romantic-16": {
      description:
        "Cradle is more about closeness than movement: one of you sinks back into an armchair while the other curls sideways in their lap, knees up and legs hanging over the chair's arm. The held partner's head rests near the other's shoulder, so whispered plans, compliments and questions are the natural language here. The chair does all the supporting while you talk softly and kiss slowly. A sweet start to any evening; check the chair is sturdy before two climb in.",
      steps: [
        "Choose a deep, sturdy armchair and leave a throw on its back in case either of you gets cold.",
        "One partner sits well back in the chair; the other sits across their lap, back against the supporting arm and legs draped over the armrest.",
        "The held partner rests their head near the other's shoulder, one arm round their neck.",
        "Take turns whispering something you have never quite said aloud, however small.",
        "Let the whispers slow into kisses and stay curled up for as long as the chair and your legs allow.",
      ],
    },
    "romantic-25": {
      description:
        "Edge Embrace lifts the partner kneeling on the edge of the bed to the height of the one standing on the floor, so you meet in a tall, level hug with your faces side by side. Whispering here feels like a secret shared during a slow dance: lips by an ear, arms round each other's backs, a gentle sway. Perfect for a big height difference. Keep the kneeling partner at the edge, held steady by the one standing.",
      steps: [
        "Switch off the music and lights except one lamp, so the room is quiet enough for soft voices.",
        "Whoever is shorter kneels tall right at the mattress edge, facing out; the taller partner stands on the floor in front of them.",
        "Wrap your arms round each other's backs and rest your cheeks together.",
        "Sway slowly and whisper back and forth, one sentence at a time, about what you are enjoying.",
        "Before you part, whisper one thing you would like to try next time, then sit on the edge together to rest.",
      ],
    },
    "passionate-17": {
      description:
        "Counter Perch lifts one partner onto the edge of a kitchen counter with legs wrapped round the other, who stands between their knees, and the height brings your faces together without any effort. That makes it a surprisingly good place to whisper: the kitchen is not somewhere you usually talk like this, which is part of the thrill. Bold words, said softly. Fold a towel over the counter's edge and make sure the surface is solid first.",
      steps: [
        "Clear the counter of anything breakable and fold a towel over its edge.",
        "One partner sits on the towel at the edge; the other steps between their knees, hands on their hips and lower back.",
        "The seated partner wraps legs round the other's waist and arms round their neck, pulling them close.",
        "Whisper into each other's ear as you move: what you want, what feels good, what to do next.",
        "Help the seated partner down carefully when you finish; counters are higher than they look.",
      ],
    },
    "adventurous-20": {
      description:
        "Deckchair keeps one partner half reclined on their hands, legs raised with calves resting on the shoulders of the partner kneeling in front, so faces stay far closer than in the lying-down version. Whispering makes use of that: the kneeling partner leans in to speak, and the one reclining answers without having to raise their head. Words slow the pace and keep you checking in. Lower the legs slowly, and only stay while they are happy.",
      steps: [
        "Put a firm pillow behind the partner who will recline, so their arms do not carry all the weight.",
        "That partner sits propped on their hands or forearms at a comfortable slope and raises their legs.",
        "The other kneels upright in front and rests the calves on their shoulders, hands holding the legs steady.",
        "Lean in close and whisper; the reclining partner answers softly about pace and angle.",
        "When the legs tire, lower them together and finish curled side by side, still whispering.",
      ],
    },
    "mixed-19": {
      description:
        "Butterfly Wings brings you very close with hardly any effort: the partner underneath lets both knees drop open, soles touching, and the other settles over them, propped on forearms. Cheek to cheek, it is a natural place to whisper. The partner below can say exactly how far the knees are comfortable dropping, and the one above can murmur back what they see. Slip pillows under the knees so the wings rest rather than strain.",
      steps: [
        "Tuck a pillow under each knee of the partner who will lie back, and a third under their head.",
        "That partner lets the knees open gently to the sides, soles of the feet together, only as far as is comfortable.",
        "The other lies over them on their forearms, legs straight, faces close.",
        "Whisper to each other as you move, starting with something as simple as how the knees feel.",
        "Finish with a whispered thank you, and help the partner below bring their knees together slowly.",
      ],
    },
    "mixed-20": {
      description:
        "Desk Lean feels as if the working day ended early: one of you perches half-seated on the edge of a sturdy desk, hands on it behind you, while the other stands close between their feet. Whispering keeps the secret-office mood going. The partner standing leans in to speak against the other's neck, and replies come back just as softly. Daring but gentle. Check the desk is steady, move the laptop well away, and stay on your feet throughout.",
      steps: [
        "Close the laptop and move it, and anything with a cable, to the far end of the desk or off it entirely.",
        "One partner leans back against the desk edge, hands on the desk behind them, feet on the floor.",
        "The other steps in close between their feet, hands on their waist.",
        "Whisper back and forth as you move, as if someone might walk in at any moment.",
        "Finish with a whispered plan for the rest of the evening, then tidy the desk together.",
      ],
    },
    "mixed-24": {
      description:
        "Sofa Tangle is closeness at an easy distance: you sit at opposite ends of the sofa, legs woven together along the seat, faces in full view. Whispering across that little gap is a game: the quieter you speak, the further you both lean in to hear, and the more your legs tighten round each other. Perfect for long talks that become something else, or not. It asks nothing of the body, so nobody has a reason to stop but choice.",
      steps: [
        "Turn off the television and any music so even a whisper carries across the sofa.",
        "Sit at opposite ends, backs to the armrests, and stretch your legs along the seat to tangle in the middle.",
        "Take turns whispering a question the other has to lean in to hear.",
        "Each time you answer, lean a little further forward and draw the other's ankle a little nearer.",
        "When the questions run out, either stay tangled there whispering or pull a blanket over you both and let the evening decide.",
      ],
    },
    "mixed-25": {
      description:
        "Shell wraps the partner behind over the one in front, who kneels folded forward onto their forearms, chest to back, arms round the ribs and a cheek right beside the ear. Few positions put a mouth so close to an ear, so this pairing makes the whispering the centre. The partner behind murmurs what they feel and love, and the one in front answers into the pillow. Keep weight on your own knees, and say anything serious aloud.",
      steps: [
        "Quiet the room and put a soft pillow where the front partner's forearms and head will rest.",
        "The front partner kneels and folds forward onto their forearms, hips sitting partway back.",
        "The partner behind kneels outside their knees and curls over them, chest resting lightly on their back.",
        "Wrap your arms round their ribs and whisper into their ear: one thing you notice, one thing you want.",
        "Let the front partner whisper back, turning their head on the pillow, and end on a murmured goodnight.",
      ],
    },
  },
};

export default written;
