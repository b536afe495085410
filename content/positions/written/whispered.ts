import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "What do you notice right now? Say it softly, then say what you love about this second and what you would like next. Rocking in the Lotus keeps your faces close enough to whisper anyway, and a murmured running commentary turns the closeness into a shared story, easier for a shy partner than saying it out loud. If anything needs to change, say it plainly and at normal volume.",
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
        "The back of your partner's neck is the perfect spot for a whisper, and Spooning puts you right there. The one behind describes what they love as they move; the one in front answers in murmurs, bolder in the dark than they would be with the lights on. Warm breath on the neck can tickle, so shift a little if the giggles take over.",
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
        "Lowered close on forearms, the partner above says what they see; underneath, the other murmurs back what they want more of. With faces inches apart in the Slow Embrace, whispering takes no effort, and a familiar classic feels newly intimate for anyone who rarely talks in the moment and would like to start. Keep a clear, normal-voiced word ready for anything that needs to stop or change.",
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
        "Murmured lines go back and forth like a slow game of catch, while the gentle movement keeps time underneath. Sharing one pillow, legs woven and nobody leading, the whispers in Twin Crescents can be just as equal as the bodies, late at night when you are both too cosy to get up and too happy to sleep. Keep your voices low and your questions open; nobody has to answer.",
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
        "Every murmured word lands right beside your partner's neck, because your faces rest side by side, so even the smallest sentence feels huge. Pressed together from shoulders to feet, Tidal Rock gets a voice for its slow, rolling rhythm: closeness you can hear described. The partner above should keep some weight on their arms so the one below has breath to spare for talking.",
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
        "Small vows, murmured while you sway: things you love, things you want to try, things you will always do. Upright and holding each other, the Kneeling Vow lets you actually make some, tender and a little charged, the kind of words a wedding night or a milestone deserves. Balance still matters, so hold on firmly, cushion the knees and stop if either of you wobbles.",
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
        "Lips right beside your partner's neck, hands wandering: the one behind narrates softly, asking what feels good and describing what they love. In Hearthside the partner in front answers not only in words but by guiding the rhythm and the hands, sheltered and cosy, a gentle first attempt at talking this openly. Speak up at full volume if anything needs to change.",
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
        "Low talk feels secret even in an empty house. With your faces lined up on the Sweetheart Chair and the partner astride setting the pace, a hushed conversation takes no effort at all, and a date night at home stays in undertones. Keep everyone's feet on the floor and the chair on a rug, since laughter and a wobbly chair do not mix.",
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
        "Sitting tall puts the rider a little out of whispering range, and that distance becomes part of the fun. To say anything they must lean all the way down, so in Moonrise each whisper arrives with a kiss and a change of angle, while the partner lying back murmurs requests up to them, teasing and confident. Use each other's hands for balance whenever you lean.",
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
        "A little higher, a little lower, stay there: the murmured conversation doubles as a running check-in when a position asks for flexibility. High Tide keeps every reaction visible, and whispers supply the words to go with them, a help on a first attempt. The kneeling partner can lean forward to hear, but only as far as the lifted legs comfortably allow, and legs come down the moment anything strains.",
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
        "Every whisper is an event when your faces start some distance apart: the standing partner has to lean right over to speak, and the one lying back has to draw them down to answer. Those dips bring tenderness into Bed's Edge, which usually feels bold and open. Keep a cushion under kneeling knees and a rug underfoot so leaning forward stays steady.",
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
        "Faces side by side on the pillow, the partner on top is perfectly placed to whisper, and the one underneath, covered and held, hears every word right beside their neck. Velvet Press turns its slow, heavy closeness into a conversation, a reassurance on a rainy evening. Keep enough weight off the partner below that they can breathe freely and answer back.",
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
        "The word is in the name, and this version holds it to its promise. The partner behind keeps up a steady, hushed commentary beside the other's neck, the one at the wall answers over their shoulder, and the could-not-wait mood of Wall Whisper turns intimate and deliberate, talk coming easier when you are not face to face. Standing takes balance: bare feet on a grippy floor help, and the bed is there if legs tire.",
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
        "As though someone might hear: whispering adds a hint of secrecy to the thrill of not making it upstairs. Face to face on the steps of the Staircase Rendezvous, you keep voices hushed and the talk playful, which also keeps movements careful and steady. Pad the steps with a blanket, hold the banister, and speak up plainly if anything digs in.",
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
        "A murmured countdown from the kneeling partner, a whisper from below about when to lift or lower, and the swap becomes a little shared secret. Bamboo Split depends on changing legs at an agreed moment, so the whispers keep this gentle flexibility challenge playful and well coordinated. Say it out loud, not in a whisper, if a stretch ever feels like too much, and lower the raised leg at once.",
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
        "Somewhere other than the bedroom, voices drop on their own, as if the neighbours might overhear. Face to face across the edge of the Butterfly Table, the standing partner leans in to murmur and the one lying back answers softly, the mischief turned up a notch once the house is empty. Check the table is solid before anything else, and keep the talk hushed but the consent clear.",
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
        "Half the fun is asking each other to repeat things. Your faces stay turned towards each other in the Pretzel Twist, though not quite close, so whispers have to be a touch louder than a breath, and a cheerful tangle becomes a cheerful conversation full of laughing. If the twist pulls at the hips, say so and ease the wrapped leg lower.",
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
        "You supply the lyrics. Swaying face to face as if a song were still playing, you murmur about the night, the moment and what you love, voices low enough to feel more than hear, and Last Dance ends the evening the way a good party should. Standing close takes balance, so hold each other firmly and step onto anything raised slowly.",
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
        "To say anything at all, one of you has to sit up and lean in, and that turns whispering into a lovely game. Each whisper pulls you into a brief embrace before you fall back into Mirror Recline, reflections again, anticipation building. Your arms do the work of leaning back, so treat the whispers as breaks and sit up whenever they ache.",
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
        "Before each roll, one of you murmurs where you are going next; in between, you tell each other what you loved about the shape just left. Whispering narrates the journey through the three shapes of Switchback Flow, keeping the transitions coordinated and the mood warm and giggly. Start in the middle of the bed so no roll ends over the edge.",
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
        "Both arms free and a face right beside the other's neck: the partner behind has the best whispering seat in the house. Listening to a low running commentary, the one in front controls the pace of Front Row Seat and can answer over their shoulder, a good match when one of you loves talking and the other loves listening. Keep feet planted and the chair steady, since leaning round to reply shifts your balance.",
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
        "Small movements, small voices, and the sense that the room has shrunk to the space between two pillows. Gathered close along your whole length, one partner with legs together and the other settled over them on forearms, Closed Petals never leaves your faces more than a breath apart, a gentle first try at talking in the moment. Say anything that needs changing in a plain, normal voice.",
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
        "One mouth right beside the other's ear, on a lie-in that simply kept going: the partner on their side murmurs a running commentary, head by their partner's shoulder and a knee draped across, while the one on their back answers with a turn of the head. Nestle makes pausing just to talk half of it. Breath in an ear tickles; laughing is allowed.",
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
        "Whispered plans, compliments and questions are the natural language of a lap. Curled sideways across a partner sunk deep in an armchair, knees up and legs hanging over its arm, the held partner rests their head near the other's shoulder, and the Cradle does all the supporting while you talk softly and kiss slowly. Check the chair is sturdy before two climb in.",
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
        "Lips by an ear, arms round each other's backs, a gentle sway: whispering here feels like a secret shared during a slow dance. The mattress lifts the partner kneeling on its edge to the height of the one standing, so Edge Embrace meets you in a tall, level hug with faces side by side, whatever your height difference. Keep the kneeling partner at the edge, held steady by the one standing.",
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
        "The kitchen is not somewhere you usually talk like this, which is part of the thrill: bold words, said softly. Perched on the edge of the counter with legs wrapped round the partner standing between their knees, one of you meets the other face to face without effort, and Counter Perch becomes a surprisingly good place to whisper. Fold a towel over the counter's edge and make sure the surface is solid first.",
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
        "The reclining partner can answer without raising their head, because half reclined on hands or forearms, calves on the kneeling partner's shoulders, their face stays far closer than when lying flat. Deckchair makes use of that: the kneeling partner leans in to speak, and the words slow the pace and keep you checking in. Lower the legs slowly, and only stay while they are happy.",
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
        "Cheek to cheek, the partner below can say exactly how far the knees are comfortable dropping, and the one above murmurs back what they see. Butterfly Wings takes hardly any effort, the partner below letting the knees fall open, soles touching, and the other propped on forearms above, and whispering fits it naturally. Slip pillows under the knees so the wings rest rather than strain.",
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
        "The working day ended early, and the secret-office mood carries on in undertones. Half-seated against a sturdy desk, hands on it behind, one partner feels the other lean in to speak against their neck, and replies come back just as softly in the Desk Lean, daring but gentle. Check the desk is steady, move the laptop well away, and stay on your feet throughout.",
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
        "The quieter you speak, the further you both lean in to hear, and the more your legs tighten round each other. Sitting at opposite ends with legs woven along the seat, Sofa Tangle keeps closeness at an easy distance, faces in full view, long talks that may become something else, or may not. It asks nothing of the body, so nobody has a reason to stop but choice.",
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
        "Few positions put a mouth so close to an ear. Curled over the partner who kneels folded forward on their forearms, chest to back, arms round the ribs, the one behind in the Shell murmurs what they feel and love, and the one in front answers into the pillow. Keep weight on your own knees, and say anything serious aloud.",
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
