import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "The Lotus is made for kissing: faces level, arms already round each other. This version keeps you there, lips only, for ten full minutes before any rocking is allowed. The wait makes the seated hug feel electric, and when the timer finally sounds the first slow movement lands like a reward; after time apart, the patience is its own reunion. The lap partner can shift weight now and then so the one underneath does not go numb.",
      steps: [
        "Set a soft ten-minute timer, then let one of you sit cross-legged in the middle of the bed.",
        "Their partner settles in on top, facing them, with legs looped round, and you both promise: only kisses until it rings.",
        "Kiss slowly, then less slowly; hands may roam across backs, shoulders and hair but nothing else is on the menu.",
        "When the timer goes, stay wrapped together and let the rocking begin, small and close, faces never far apart.",
        "Whenever either of you needs a breather, pause, press your faces together and laugh about how long ten minutes felt.",
      ],
    },
    "romantic-2": {
      description:
        "Faces disappear once you are curled one behind the other, so the kissing comes first: lie close on your sides, facing each other, for ten minutes of nothing else, then one of you turns over to become the front spoon. After that, Spooning moves the kisses to the neck, shoulders and hair, and the front spoon can turn their head for more, cosy, slow and Sunday-sleepy. Keep pillows low so necks are not twisted when you reach for each other.",
      steps: [
        "Lie on your sides facing each other, a quiet timer set for ten minutes within reach.",
        "Kiss and only kiss, legs tangled, until the timer chimes.",
        "Then one partner rolls over and the other curls in behind, fitting to their shape.",
        "The back spoon sets a gentle rhythm while trailing kisses along the neck and shoulders; the front spoon turns their face back whenever they want lips.",
        "Drift to a stop in each other's arms, and let the last kiss be the sleepy one.",
      ],
    },
    "romantic-3": {
      description:
        "Kisses are always within reach in the Slow Embrace, which makes a ten-minute kissing rule both easy and maddening. To spare the partner above from hovering that long, spend the kissing time lying side by side, then move into the face-to-face hold once the timer rings. The pace that follows is slower and more attentive, because you have already found each other. Lip balm helps after ten minutes.",
      steps: [
        "Set a timer for ten minutes and lie down side by side, facing each other, close enough to kiss.",
        "Kiss without hurrying anything else, hands on faces, backs and hair.",
        "When the timer rings, one partner rolls onto their back, knees bent, and the other moves over them, resting on forearms.",
        "Keep kissing as you begin to move, letting the pace stay as slow as the kisses were.",
        "Roll back onto your sides to finish, faces resting together for a minute.",
      ],
    },
    "romantic-4": {
      description:
        "No rearranging needed: lie on one pillow facing each other, legs not yet woven, and kiss for ten minutes. Only when the timer goes do you wind your legs together and begin to move. Since nobody carries weight, Twin Crescents is the most relaxed way to honour the rule, and the long, lazy kissing never really has to stop. Pause now and then to breathe and grin at each other.",
      steps: [
        "Set a timer for ten minutes, then lie down with your faces close, sharing a pillow.",
        "Kiss and nothing more, keeping a little gap between you so the rule stays easy.",
        "When it rings, close the gap and weave your legs, one partner's top leg draped over the other's hip.",
        "Arms across each other's backs, begin to move in small, lazy motions, still kissing whenever you like.",
        "Stay woven together for a while afterwards, sharing a few last slow kisses.",
      ],
    },
    "romantic-5": {
      description:
        "Still, pressed together from shoulders to feet, with the partner above resting on forearms: ten minutes of kissing like this builds the tide before it moves at all. When the timer goes, the slow rolling of the Tidal Rock starts, and it feels twice as intense for having waited so long so close. The partner above can shift weight whenever arms tire.",
      steps: [
        "Set a timer for ten minutes, then lie face to face, one partner back on the pillows and the other over them.",
        "The partner above slides up until you lie flush, weight on their forearms.",
        "Kiss, and keep your bodies still; the only movement allowed is in your lips and hands.",
        "When the timer sounds, begin the slow, rolling rock, keeping full contact and kissing through it.",
        "Let the rhythm fade gradually and end with a long kiss where you started.",
      ],
    },
    "romantic-6": {
      description:
        "Knees do not love ten minutes of kneeling, so do the kissing sitting on the edge of the bed, then rise to kneel face to face when the timer rings. The Kneeling Vow that follows is tall, steady and charged with all the waiting, a promise made with lips before it is made with arms. If there is a ring in someone's pocket, this is where it comes out. Use a soft mattress and a folded blanket under your knees.",
      steps: [
        "Set a ten-minute timer and sit side by side on the edge of the bed, turned towards each other.",
        "Kiss, only kiss, until it rings.",
        "Then climb onto the mattress and kneel facing each other, knees slightly apart for stability.",
        "Wrap your arms around each other's backs, let one partner widen their knees to match heights, and sway together, still kissing.",
        "When knees tire, sink down together into a seated hug.",
      ],
    },
    "romantic-7": {
      description:
        "Facing the same way means no kissing later, so do it first while you can see each other: ten minutes sitting knee to knee in the middle of the bed, then the front partner turns around and leans back. From there Hearthside carries on as kisses to the neck, shoulders and hair, and the one in front can tilt their head back for lips, warm against a winter evening. Keep pillows stacked so nobody is twisting their neck to reach.",
      steps: [
        "Start a ten-minute countdown and sit knee to knee in the middle of the bed.",
        "Kiss until the timer rings, and nothing more.",
        "The partner who will be behind sits back against the headboard pillows, and the other turns and leans back into them.",
        "With arms folded around from behind, the back partner kisses along the neck while the one in front sets a slow rhythm.",
        "Finish with the one in front turning around for a last long kiss.",
      ],
    },
    "romantic-8": {
      description:
        "Faces already line up when one partner sits astride the other's lap, so sit and kiss for ten minutes without doing anything else. The one astride gets to lean in or pull back, teasing, while the seated partner holds still; when the timer sounds, the partner on top of the Sweetheart Chair sets the pace, a sneaky interlude away from the bedroom. Check the chair is sturdy and on a non-slip floor before you start.",
      steps: [
        "Put a sturdy armless chair on a rug, set a ten-minute timer and sit well back in it, feet flat.",
        "Your partner sits astride your lap, facing you, feet on the floor or the rungs.",
        "Kiss for the full ten minutes, arms around each other, and resist everything else.",
        "When the timer rings, the partner on top begins to move, setting the pace and leaning in for more kisses.",
        "Slow to a stop and stay wrapped together in the chair a little longer.",
      ],
    },
    "passionate-1": {
      description:
        "Sitting tall, the rider drifts out of kissing range, so the rule is kept the other way round: stretched full length along the partner beneath for ten unhurried minutes. When the alarm goes, they push up to sit astride and take charge of the pace, and going from tangled kisses to the upright, confident rhythm of Moonrise is half the thrill. The rider can always fold down for more.",
      steps: [
        "Put a phone on silent with a ten-minute alarm, and let the partner who will lie back get comfortable on a soft pillow.",
        "The rider kneels over them and lowers all the way down onto forearms, so you can kiss with nothing in between but the rule.",
        "Keep to kisses alone, however tempting the rest becomes, until the phone buzzes.",
        "Then the rider sits upright astride, steadying themselves on the other's hands, and picks the pace and angle.",
        "Fold forward for kisses whenever you miss them, and finish lying together, lips still close.",
      ],
    },
    "passionate-3": {
      description:
        "Those ten kissing minutes double as a warm-up, which matters when the partner on their back needs some flexibility. Lie tangled face to face and kiss with legs relaxed; muscles soften, breathing slows, and raising the legs to the other's shoulders afterwards feels easier. Faces stay near even in full High Tide, so kisses remain possible, and the intensity arrives slowly, earned. Go only as far as your flexibility allows.",
      steps: [
        "Set a ten-minute alarm, then lie together face to face, the more flexible partner on their back.",
        "Kiss lazily and keep legs loose and bent; this is a warm-up as much as a tease.",
        "At the alarm, the partner above rises to kneel in front, settling back a little for balance.",
        "The partner lying down lifts their legs to rest against the kneeler's shoulders, only as high as feels easy, and you begin slowly, leaning in for kisses.",
        "Bring the legs down to the bed whenever you wish and end side by side, kissing again.",
      ],
    },
    "passionate-4": {
      description:
        "Faces end up a long way apart once one partner lies back across the mattress, so the kissing comes first, and standing up. Spend ten minutes kissing beside the bed, swaying a little, hands in each other's hair; only then does one of you lie back across Bed's Edge while the other stays on the floor. The tender start softens a bold, easy position. Put a cushion down if the floor partner kneels.",
      steps: [
        "Start a ten-minute timer on the bedside table and stand together at the foot of the mattress.",
        "Kiss standing, wrapped up in each other, and let nothing else happen yet.",
        "When it rings, one partner sits and then reclines across the mattress, close to its side, feet resting on the frame or floor.",
        "Their partner stays on the floor, standing or kneeling on a cushion, tucks a pillow under the other if the height needs help, then sets the rhythm with hands joined.",
        "Afterwards, climb up and lie together for one last kiss.",
      ],
    },
    "passionate-6": {
      description:
        "Lying face down, the partner below can only be kissed on the neck and shoulders, so kiss face to face first: ten full minutes lying side by side. Then the partner who will be underneath rolls onto their front, the other stretches out over them, and the Velvet Press carries the kisses along the neck while the one below turns their head for more. Rain on the window helps. Keep weight on forearms so breathing stays easy.",
      steps: [
        "Set a quiet alarm for ten minutes and lie on your sides, faces together on the pillow.",
        "Kiss without hurrying, and leave everything else for later.",
        "At the alarm, one partner turns onto their front, face to one side; the other lies over them, weight on forearms and knees.",
        "Move in slow, small motions, trailing kisses along the neck and shoulders; the partner below turns their face when they want lips.",
        "To finish, roll off onto your sides and end with the face-to-face kiss you started with.",
      ],
    },
    "passionate-7": {
      description:
        "Back against the wall first, not palms: ten minutes of kissing, pressed close, nothing else allowed. When the timer goes, the partner at the wall turns, palms flat, and the other moves in behind, so the spontaneous feel of the Wall Whisper arrives after a long simmer, with kisses on the neck and shoulders and whispers in between. Turn slowly so nobody loses their footing on the floor.",
      steps: [
        "Start a ten-minute timer and lean one partner's back against a clear stretch of wall.",
        "Kiss up against the wall, hands in hair and on shoulders, until the timer sounds.",
        "The partner at the wall turns round to face it, palms flat at about shoulder height, while the other steadies them.",
        "Closing in behind with an arm around the waist, the other sets a steady rhythm and kisses the neck, whispering between kisses.",
        "Turn back around to end where you began, kissing against the wall.",
      ],
    },
    "adventurous-4": {
      description:
        "Stop halfway up and prove you can wait. For ten minutes one partner sits on a step and the other kneels below, and you only kiss, faces level thanks to the stairs. When the timer rings, the seated partner leans back on their elbows and the Staircase Rendezvous gets its not-quite-upstairs ending, suspense and all. Pad the steps with a blanket and keep a hand on the banister.",
      steps: [
        "Lay a folded blanket over the steps and start a ten-minute countdown on your phone.",
        "One partner sits on a step while the other kneels a little lower, and you kiss, holding each other by the shoulders.",
        "When the timer rings, the seated partner leans back on elbows against the stairs above.",
        "Their partner shifts on the lower step until heights match, then moves slowly and carefully, one hand on the banister, kisses continuing.",
        "End side by side on one step with a final kiss, before making it to the bedroom after all.",
      ],
    },
    "adventurous-6": {
      description:
        "Every flexibility game needs a warm-up, and ten minutes of kissing is a kind one. Lie together and kiss, legs relaxed; only at the alarm does one leg go up to the other's shoulder. Faces are further apart during the Bamboo Split, so each swap of legs becomes an excuse to lean in for another kiss, tenderness in the middle of a stretch. Raise the leg only as far as is comfortable.",
      steps: [
        "Set a ten-minute alarm and lie together, kissing, legs loose.",
        "When it goes, one partner stays on their back and the other kneels up, facing them.",
        "The partner lying down rests one leg on the kneeler's shoulder and leaves the other long on the bed.",
        "At each swap of legs, pause and lean in for a kiss before carrying on.",
        "Lower the legs whenever the stretch stops feeling good, and finish curled up, kissing again.",
      ],
    },
    "adventurous-7": {
      description:
        "A little forbidden already, the kitchen table keeps you at its edge for ten long minutes before anything else. One partner perches on the blanket-covered edge, the other stands between their knees, and you kiss with the whole house quiet around you; when the timer rings, the perched partner leans back and the Butterfly Table begins. Clear and pad the table first, and check it does not wobble.",
      steps: [
        "Clear a solid table or counter, fold a blanket over the edge and set a kitchen timer for ten minutes.",
        "One partner perches on the edge; the other steps in close, and you kiss with your arms around each other.",
        "When the timer rings, the perched partner lowers back onto the table, feet on the other's hips or lifted.",
        "The standing partner holds their hands and you move together, stopping if the table shifts.",
        "Help each other up, and share one last kiss at the table edge.",
      ],
    },
    "adventurous-8": {
      description:
        "Faces stay turned towards each other here, so the kisses you start with never have to stop. Spend ten minutes lying face to face, kissing and nothing else, then wind into the Pretzel Twist: one partner stays on their side while the other kneels astride the lower leg. The kissing makes a cheerful tangle feel surprisingly tender, laughter and lingering together. A pillow under the lying partner's head keeps their neck comfortable.",
      steps: [
        "Set a ten-minute timer and lie facing each other, kissing slowly.",
        "When it sounds, one partner stays on their side, head on a pillow, while the other kneels up astride their lower leg.",
        "The partner on the bed hooks their top leg round the kneeler's waist to lock the tangle in place.",
        "The kneeling partner sets a gentle pace and leans down for kisses as often as the angle lets them.",
        "Untangle slowly and finish lying face to face again.",
      ],
    },
    "mixed-1": {
      description:
        "Swaying, then kissing, then nothing more for ten minutes: the slow dance at the end of the party made longer on purpose. When the timer goes, a foot comes up onto the bed frame or a low step to bring you closer, and the Last Dance finally moves on from its opening. Home from a wedding, the wait is half the evening. Stay close for balance, and stand on a rug rather than a polished floor.",
      steps: [
        "Start a ten-minute timer, put a song on if you like, and stand face to face with arms around each other.",
        "Sway and kiss, only that, until the timer rings.",
        "If one of you is much taller, a solid low step or softly bent knees will level you up.",
        "Then one partner rests a foot up on the frame or a low step, and you keep moving together, still kissing.",
        "End as you started, swaying in each other's arms.",
      ],
    },
    "mixed-4": {
      description:
        "Sitting up close, legs already interlaced, is where the ten minutes of kissing happen. When the timer rings, you both tip back onto your palms in Mirror Recline, and the sudden distance after so much kissing becomes the game: you can see each other but cannot reach. Anticipation does the rest. Keep elbows soft rather than locked, and sit up into a kiss whenever arms tire.",
      steps: [
        "Set a ten-minute timer, sit facing each other on the bed and interlace your legs.",
        "Wrap your arms around each other and kiss until it sounds.",
        "Then both lean back onto your hands, elbows soft, and look at each other instead.",
        "Move together slowly, each pushing gently, and let the distance tease you.",
        "Sit up into a hug and a kiss whenever your arms need a rest.",
      ],
    },
    "mixed-7": {
      description:
        "Switchback Flow is a sequence of rolls, and kissing first adds ten minutes of stillness before the first one. Kiss face to face, then begin the flow: one partner reclining under the other, a roll that swaps you over, and last of all a spoon. The rule afterwards is to keep kissing through every turn, which is harder and funnier than it sounds, and can fill a whole lazy morning. Clear the pillows so there is room to roll.",
      steps: [
        "Set a ten-minute alarm, push spare pillows aside and lie down together kissing.",
        "At the alarm, one partner reclines and the other moves over them, faces still close.",
        "Roll together, keeping the kiss going if you can, so the one who was below is now above.",
        "Later, turn onto your sides and curl up as spoons.",
        "Finish with the front spoon turning their face for a kiss over the shoulder.",
      ],
    },
    "mixed-8": {
      description:
        "Sideways across a lap, arms around each other, kisses only: that is the first ten minutes. When the timer rings, the partner on the lap swivels to face away, feet on the floor, and takes over the pace of the Front Row Seat, while the one behind keeps kissing the neck and shoulders and whispers in between. Keep feet flat on the floor for balance.",
      steps: [
        "Start a ten-minute timer; one partner sits in a steady armchair or on the side of the bed.",
        "The other sits across their lap sideways, and you kiss until the timer sounds.",
        "Then they swivel to face away and settle back, feet planted on the floor.",
        "Arms circling from behind, the back partner kisses the neck while the one in front sets the pace.",
        "Turn sideways again at the end for a last kiss.",
      ],
    },
    "romantic-9": {
      description:
        "Close faces make a kissing rule easy to keep and hard to bear. Lie side by side for ten minutes of kisses and nothing else; when the timer sounds, the partner lying back brings their ankles together and the other settles over them, knees outside, forearms beside their shoulders. Closed Petals feels twice as snug after the wait, a date night that never left the bedroom. Ease weight off the moment it feels heavy.",
      steps: [
        "Set a quiet ten-minute timer and lie down on your sides, facing each other.",
        "Kiss, slowly and then less slowly, with hands on faces, backs and hair; nothing else until it rings.",
        "At the chime, one partner rolls onto their back, legs long and together, head on a pillow.",
        "Their partner moves above them, propped on bent arms, knees planted either side of the closed legs.",
        "Keep kissing as you move in small, rolling waves, and ease your weight off with a squeeze of the shoulder.",
      ],
    },
    "romantic-22": {
      description:
        "Perched at the bed's edge, one partner meets the kneeling other at exactly the same height, and that makes kissing first irresistible: ten minutes of nothing else, the kneeling partner's arms around the other's waist, before legs wrap round and anything more begins. The Bedside Promise stays sweet, a little old-fashioned and very romantic. Use a thick cushion or folded towel for the kneeling knees.",
      steps: [
        "Put a thick cushion on the floor by the bed and set a ten-minute timer where you can hear it.",
        "One partner sits at the edge of the mattress; the other kneels on the cushion in front, face to face.",
        "Kiss with your arms around each other, and agree that nothing else happens until the timer goes.",
        "When it rings, the seated partner leans back on their hands and wraps their legs round the kneeling partner's waist.",
        "The kneeling partner holds the other's hips and sets an easy pace, leaning in for more kisses whenever you like.",
      ],
    },
    "passionate-16": {
      description:
        "Wall Tango starts like the end of a dance, and here the dance is a long kiss against the wall. For ten minutes one partner leans back against it while the other presses close, a hand on the wall beside their shoulder, lips only. When the timer goes, the partner at the wall hooks a leg round the other's hip and it is held under the knee. All tension, no hurry. Swap legs before the standing foot tires.",
      steps: [
        "Set a timer for ten minutes and stand by a clear stretch of wall.",
        "One partner leans their back flat against it; the other steps in, face to face, one palm on the wall.",
        "Kiss and only kiss, as slowly as you can manage, until the timer sounds.",
        "Then the partner at the wall lifts a leg round the other's hip, and the standing partner supports it beneath the knee.",
        "Keep kissing as you move, and lower or swap the leg as soon as either of you needs.",
      ],
    },
    "adventurous-15": {
      description:
        "Wall Sit burns the thighs, so the kissing here happens before anyone slides down. Stand face to face with one partner's back to the wall and kiss for ten minutes; then that partner lowers into a sitting position against it, thighs level, and the other sits across their lap, feet on the floor. It stays brief, strong and silly, but starts slow. Count down together, and both stand up well before the legs give out.",
      steps: [
        "Set a ten-minute timer and stand face to face, one partner with their back against a wall.",
        "Kiss, hands on waists and faces, with no other plans until the timer rings.",
        "At the chime, the partner at the wall walks their feet forward and slides down until the thighs are level.",
        "The other perches across that lap, feet grounded and hands on their partner's shoulders, and you carry on kissing with small movements.",
        "Count down from ten together and stand up slowly, the partner on the lap first.",
      ],
    },
    "mixed-15": {
      description:
        "Sofa Recline is a film night that changes its mind, so let the kissing be the trailer. Spend ten minutes wrapped up on the sofa doing nothing but kissing; then the partner who will recline settles into the corner, back against the arm, one foot down and the other leg stretched along the back of the sofa, and the other kneels on the cushions between their legs. Faces stay close enough to keep going. Keep a throw handy.",
      steps: [
        "Pause the film, set a ten-minute timer and sit together on the sofa.",
        "Kiss and nothing more until it sounds, leaning into the cushions however you fall.",
        "Then one partner reclines into the corner, back and head against the arm, one foot on the floor and the other leg along the backrest.",
        "The other kneels on the seat between their legs, facing them, a hand on the backrest to steady themselves.",
        "Lean in for more kisses as you find a rhythm, and add a cushion behind the reclining partner if needed.",
      ],
    },
    "mixed-19": {
      description:
        "Chest to chest, faces close: a ten-minute kissing start is the natural first chapter. Lie together kissing until the timer goes, then the partner underneath lets their knees fall open onto pillows, soles together, and the other settles over them on their forearms. Butterfly Wings asks so little effort from below that the kisses can keep going. Let the knees drop only as far as is comfortable.",
      steps: [
        "Set a soft ten-minute timer and tuck two pillows beside you on the bed.",
        "Lie close, face to face, and kiss without anything else until it rings.",
        "Then one partner rolls onto their back, brings the soles together and lets the knees fall open onto the pillows.",
        "The other lowers over them, chest to chest, on their forearms with legs straight between.",
        "Move slowly and keep your faces close enough that every pause is another kiss.",
      ],
    },
    "mixed-22": {
      description:
        "Upside-Down Kiss is a kissing position before it is anything else, so a kiss-first version simply lets it be that for longer. One partner sits cross-legged, the other lies with their head in that lap, and for ten full minutes you kiss upside down, slowly, with hair stroked and faces held. Whatever comes next can wait. Playful and very tender. Switch places if the lying partner's neck or the sitting partner's legs need a change.",
      steps: [
        "Set a ten-minute timer; one of you sits cross-legged near the middle of the bed.",
        "The other lies back and rests their head in that lap, looking up.",
        "The sitting partner leans down so your faces meet upside down, and you kiss slowly, with no other plans.",
        "Hold faces and stroke hair between kisses; the one lying back reaches up to draw the other closer.",
        "When the timer rings, decide together whether to swap places, keep kissing, or move on to something else.",
      ],
    },
  },
};

export default written;
