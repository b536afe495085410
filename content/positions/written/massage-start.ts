import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Loosened shoulders hold an upright posture longer, which makes a massage practical as well as lovely before the Lotus. Sit facing, reach round and knead each other's upper backs at the same time; the rocking that follows starts already in step, heavier and slower than usual. Wipe your palms before you lock arms, because oily hands slip where you most need to hold.",
      steps: [
        "Warm a little oil between your palms and sit opposite each other, near enough to reach round each other's backs.",
        "Work on each other's shoulders and upper backs at the same time, slow circles with the heels of your hands, for five unhurried minutes.",
        "Wipe your hands on a towel; then one of you folds into a cross-legged seat and the other climbs into their lap, legs wrapped loosely round.",
        "Hold each other across the freshly loosened shoulders and rock in small, easy movements, faces close enough to whisper.",
        "If the seated partner's back starts to tire, pause for another minute of kneading before carrying on.",
      ],
    },
    "romantic-2": {
      description:
        "Hands that run out of places to go simply wrap around: the partner behind rubs the back of the one in front, both lying on your sides, and the massage turns into Spooning without anyone deciding it should. Breathing slows, then the rhythm, then the conversation, and if it tips into sleep that is no bad thing. Lay a towel down first to keep oil off the sheets.",
      steps: [
        "Spread a towel over the bed, warm some oil in your hands and lie on your sides, both facing the same way.",
        "The partner behind massages the back and shoulders in front of them with long, slow strokes, asking now and then whether to press harder or softer.",
        "When the massage winds down, shuffle in close so your bodies curve together, knees bent the same way.",
        "Slide one arm beneath your partner's pillow and rest the other hand on their hip, keeping a lazy, steady rhythm.",
        "Swap places another night, so the one in front gets their turn at giving.",
      ],
    },
    "romantic-3": {
      description:
        "Forearms, upper arms and shoulders carry the partner above in the Slow Embrace, so those are what get kneaded first, finishing with slow thumbs at the base of the neck. A few minutes of care and the one on top can stay propped, close and unhurried for far longer, while the mood shifts from eager to deeply settled. Keep the oil light so forearms do not skid.",
      steps: [
        "Sit the partner who will be on top on the edge of the bed and warm a few drops of oil in your hands.",
        "Massage their forearms, upper arms and shoulders, squeezing gently along each arm and finishing with slow thumbs at the base of the neck.",
        "Trade places if you like, then lie back on a pillow with knees bent while your partner settles over you, propped on those warm forearms.",
        "Wrap legs and arms around each other however feels natural.",
        "Keep it slow and check in with a look or a murmur; nobody needs to hurry tonight.",
      ],
    },
    "romantic-4": {
      description:
        "Each of you reaches around to rub the other's back at once, lying on your sides nose to nose. It is awkward for about a minute and then surprisingly lovely, and by the time your legs weave together into Twin Crescents you are moving in one easy tempo, nobody on top and nobody giving more than they get. Use a light oil, since you share one pillow.",
      steps: [
        "Lie on your sides facing each other on a towel, a small bowl of warmed oil within reach.",
        "Each reach an arm around and rub the other's back and shoulders at the same time, matching the pressure you receive.",
        "When your arms tire, weave your legs together, one upper leg resting over the other's hip.",
        "Draw close until there is barely any space between you, hands still tracing slow circles on each other's backs.",
        "Move in small, easy motions and let the massage and everything after it blur together.",
      ],
    },
    "romantic-5": {
      description:
        "Long strokes from hips to shoulders, each one rolling in like a wave, while your partner lies face down: that is how this begins. Then they turn over, you settle on top flush from shoulders to feet, and Tidal Rock picks up the rhythm your hands left behind, slow and unbroken. Leave only a thin film of oil, or full-length contact turns slippery.",
      steps: [
        "Lay a towel on the bed and let the partner who will lie underneath stretch out face down.",
        "Warm oil in your palms (skip nut oils if either of you has an allergy) and sweep long strokes from their lower back up to their shoulders, each one rolling in like a wave.",
        "Blot off any excess with the towel, then your partner turns onto their back.",
        "Settle over them and ease a little higher, so you lie flush together from shoulders to feet.",
        "Rock together in one steady, rolling motion, carrying the pace of the massage straight on.",
      ],
    },
    "romantic-6": {
      description:
        "Take your partner's hand in both of yours and work your thumbs slowly over the palm and along each finger, without talking. It is more intimate than it sounds, and by the time you rise to kneel, tall and wrapped together in the Kneeling Vow, the promise feels almost literal. Wipe the oil away before kneeling up, because slippery hands make balancing harder.",
      steps: [
        "Sit cross-legged facing each other on the bed with a little oil and a hand towel between you.",
        "Take your partner's hand in both of yours and work your thumbs over the palm and along each finger, then swap hands and swap roles.",
        "Wipe your hands dry and rise onto your knees, still facing each other, knees slightly apart for stability.",
        "Edge together until you can wrap each other up; whoever is taller spreads their knees a little so your faces meet level.",
        "Sway slowly, hands still finding each other's, and sink back onto your heels whenever balance wavers.",
      ],
    },
    "romantic-7": {
      description:
        "Nothing needs rearranging: the partner reclining in front is already in the other's arms, neck and shoulders right there under their hands. Hearthside turns the rub into the wandering caresses it is known for, neck first, then upper arms, until neither of you could say where one ended. Keep a towel across your lap and the oil bottle on the bedside table, not in the bedding.",
      steps: [
        "The partner behind props up against the headboard, pillows at their back and a towel across their lap, legs out long.",
        "The other settles in front, facing away, and leans back against them.",
        "With warm, oiled hands, the partner behind works slowly over the neck, shoulders and upper arms of the one in front.",
        "Let the strokes grow lighter and wander wherever your partner welcomes them, arms wrapped around from behind.",
        "The partner in front sets the rhythm with small shifts, leaning back further whenever they want more.",
      ],
    },
    "romantic-8": {
      description:
        "Standing behind a seated partner, knead until their shoulders drop an inch, the oldest rub there is. Then walk round and climb astride, face to face, and the Sweetheart Chair moves the mood from caring to playful in a single step. Dry your hands and the seat first, since an oily chair is a slippery one.",
      steps: [
        "Set a sturdy, armless chair on a rug and have one partner sit well back in it, feet flat.",
        "Stand behind them with warm, lightly oiled hands and knead along the tops of the shoulders and the back of the neck for several minutes.",
        "Wipe your hands on a towel, walk round to the front and settle astride their lap, facing them.",
        "Rest your feet on the floor or the chair's rungs and hold each other close.",
        "The partner on top sets the pace, pausing now and then to give those shoulders one more squeeze.",
      ],
    },
    "passionate-1": {
      description:
        "Kneeling astride a partner who lies face down, the future rider gives a slow back massage from above; when it ends, their partner rolls over and the rider is already in place. Moonrise turns generous this way, the one in charge having given first. Check in about pressure, and keep your weight on your own knees while you work.",
      steps: [
        "Put a towel down; the one who will end up underneath lies on their front to begin.",
        "Kneel astride them, knees on the mattress either side, and massage their back and shoulders with warm oil, never sitting down on them.",
        "Lift up onto your knees so they can roll over beneath you onto a soft pillow.",
        "Settle back down astride and sit tall, using their hands for balance if you like.",
        "Set the pace of every movement yourself, while your partner lies back, still loose and warm from the massage.",
      ],
    },
    "passionate-2": {
      description:
        "A slow rub along the lower back and across the shoulders looks after exactly what will be working once the front partner comes up onto hands and knees. Afterwards the primal edge of Wild Tide softens into something warmer, and the partner behind tends to stay close rather than upright. Dry your hands well; hips are easier to hold when they are not oily.",
      steps: [
        "Start with the front partner stretched out on their front across a towel, the other kneeling at their side with the warmed oil.",
        "Rub slow circles into the lower back, then long strokes up to the shoulders and down each arm.",
        "Wipe your hands while the front partner comes up onto hands or forearms; then kneel close behind them, knees wherever feels steadiest.",
        "Rest your hands on your partner's waist or shoulders, still tracing the odd circle, and agree aloud how bold to go.",
        "Let the front partner rock back to set the pace, and lean forward to wrap around them whenever you want closeness.",
      ],
    },
    "passionate-3": {
      description:
        "Calves, knees and the backs of the legs are what the raised angle asks most of, so they are what you work slowly with warm oil. Loosened muscles make the raised legs of High Tide far more comfortable, so the intensity arrives more gently, a kindness to anyone less flexible than they would like. Wipe the calves before they go up, or they will slide straight off the shoulders they rest on.",
      steps: [
        "The partner who will lie back stretches out face up with a pillow beneath their head and a towel under their legs.",
        "Kneel at their feet and massage each leg in turn, from the ankle to just above the knee, with long, unhurried strokes.",
        "Gently bend and straighten each knee a few times to feel how far the leg likes to lift today.",
        "Wipe away the oil, sit back slightly on your heels, and let your partner rest their calves on your shoulders, only as high as is comfortable.",
        "Start slowly, adjust the angle together, and lower the legs back into your hands for more massage whenever they ask.",
      ],
    },
    "passionate-4": {
      description:
        "At the side of the mattress, a standing partner is at just the right height to lean their weight into a back rub. So begin with the other lying face down across the bed, hips near the edge; when they roll over, Bed's Edge is already made, nobody moves far, and the mood turns from pampered to playful without a break in contact. Keep a towel under them, and kneel on a cushion if needed.",
      steps: [
        "Lay a towel across the edge of the bed and let the receiving partner lie face down on it, hips close to the side.",
        "Standing at the edge, massage their back and shoulders with warm oil, leaning your weight in slowly rather than pushing with your arms.",
        "Dry your hands and let them roll onto their back, feet resting on the floor or the frame.",
        "Stand, or kneel on a cushion, facing them, slipping a pillow beneath their hips until the height is right for you both.",
        "Set a rhythm that suits the mood, holding their hands or waist to stay connected.",
      ],
    },
    "passionate-5": {
      description:
        "Kneel astride your partner facing their feet and you are in the perfect seat for a foot massage, thumbs slow along each sole. Turned Horizon then begins without either of you moving: the partner lying back is pampered and then gets the view, and the rider gets to lead twice. Wipe the feet afterwards so nobody slips getting up.",
      steps: [
        "One partner lies back on a towel, legs together or a little apart.",
        "The other kneels astride them, facing their feet, and warms a little oil between their palms.",
        "Lean forward and massage each foot in turn, pressing your thumbs slowly along the sole and around the heel.",
        "When the feet are done, settle back and find your angle by leaning forward or back towards your partner.",
        "Move slowly at first; the rider controls everything, while the partner lying back strokes their back with freshly warmed hands.",
      ],
    },
    "passionate-6": {
      description:
        "Lying face down is where a back massage and Velvet Press both start, so this pairing flows without a pause. The massage ends, and the one giving it simply stretches out over their partner, warm skin to warm skin, a blanket settling; the weight feels heavier and more soothing than usual. Face down, keep breathing easy: turn the head and use a pillow.",
      steps: [
        "Spread a towel over the bed; one partner lies on their front, a pillow under their head, arms loose.",
        "Kneel beside them and massage their back, shoulders and neck with warm oil for as long as they like.",
        "Finish with a few feather-light strokes, then lie down over them, taking most of your weight on your forearms and knees.",
        "Stay close, faces side by side, and kiss along the neck and shoulders you have just loosened.",
        "Move in small, slow motions and check in with a squeeze of the hand.",
      ],
    },
    "passionate-7": {
      description:
        "Palms on the wall, the partner in front lets the other work the knots out from behind, a shoulder rub taken standing up. Then the hands slow and slide around the waist, and the massage simply becomes Wall Whisper, its daring softened into something intimate. Use lotion rather than oil and keep your feet dry; a slick floor and a smooth wall are a real slip risk.",
      steps: [
        "Stand facing a wall with palms flat at shoulder height, on a rug or dry floor rather than tiles.",
        "The partner behind rubs a little lotion into their hands and kneads the shoulders and upper back in front of them.",
        "Let the strokes slide down and around, until one arm wraps the waist and you are standing close behind.",
        "If one of you is much taller, bend those knees or bring in a sturdy step for the shorter partner.",
        "Keep the rhythm steady and close, and whisper into your partner's ear about how that massage felt.",
      ],
    },
    "passionate-8": {
      description:
        "The rider's back and arms take the strain in an advanced lean-back, so the rider gets the massage: lower back, shoulders and forearms, worked loose while they lie face down. Leaning Moon stays bold afterwards, with added trust, and the arch comes more easily and lasts a little longer. Wipe your hands before you brace them on your partner's knees, since oil and a backward lean make a poor mix.",
      steps: [
        "The rider-to-be lies face down on a towel while the other kneels beside them with warmed oil.",
        "Work slowly over the lower back, then the shoulders and finally each forearm, where the bracing will happen.",
        "Swap positions: the masseur lies back with knees bent, and the rider climbs astride, upright and facing them.",
        "Rider, dry your hands, then lean back gradually onto your partner's knees or the mattress.",
        "Keep movements small and controlled, coming upright whenever your back asks for a rest.",
      ],
    },
    "adventurous-3": {
      description:
        "Like any good class, this one deserves a warm-up. Hands along the lower back and the backs of the legs prepare the partner who will lift into the bridge, and the kneeling partner's palms already know where to support the waist. Starbridge becomes steadier, the mood more unhurried than athletic. Never bridge on a slippery towel; move onto dry sheets before the hips go up.",
      steps: [
        "The partner who will bridge lies face down on a towel, and the other massages their lower back and the backs of their legs with warm oil.",
        "Move off the towel onto dry bedding, and the bridging partner turns over, knees bent, feet planted firmly.",
        "The other kneels close in front, hands resting lightly at the waist they have just warmed.",
        "Pressing through the feet, the lying partner lifts their hips while the kneeling partner takes a share of the weight.",
        "Lower down slowly whenever you need, and finish with another minute of massage on the lower back.",
      ],
    },
    "adventurous-4": {
      description:
        "Sitting a step below, between your partner's knees, you are at the perfect height for a shoulder and neck rub from above. Then you swap heights, face to face, and the Staircase Rendezvous, with its delicious feeling of not making it upstairs, gets a slower, more tender opening. Keep oil off the steps entirely, and lay a folded blanket down for grip.",
      steps: [
        "Lay a folded blanket over a few carpeted steps, and keep a small towel handy.",
        "One partner sits a step lower, between the other's knees, and receives a slow, oiled shoulder and neck rub from above.",
        "Wipe your hands thoroughly; then the one who gave the massage leans back on their elbows against the higher steps.",
        "The other turns to kneel a step or two below, face to face, shifting until your heights match.",
        "Keep a hand on the banister or on each other and move carefully, since even a trace of oil makes stairs less forgiving.",
      ],
    },
    "adventurous-5": {
      description:
        "Neck and shoulder muscles do unusual work once the partner lying back eases over the edge of the bed onto cushions, so rubbing them first is a real kindness. It also calms the first rush of the angle, and the Waterfall turns dreamier and slower. Oiled skin slides, so keep a towel under the back and let the partner above control the descent.",
      steps: [
        "Stack soft cushions on the floor beside the bed and sit your partner on the edge of the mattress.",
        "Kneel behind them and massage the neck and shoulders slowly with warm oil, then wipe away the excess.",
        "With a towel under their back, they lie down and ease over the edge until their shoulders settle on the cushions, your hand steadying them.",
        "Kneel or sit astride on the bed above, keeping a firm, dry hand on your partner throughout.",
        "Within a few minutes, bring them back up to sitting, gently, and finish with one more minute of neck massage.",
      ],
    },
    "adventurous-6": {
      description:
        "Warming both legs from ankle to hip, before one goes up to the kneeling partner's shoulder, is sensible as well as sensual. With the muscles loose, the alternating rhythm of Bamboo Split runs smoother, with fewer winces and more laughter, curiosity about the old texts meeting honesty about flexibility. Go only as far as the muscles allow; loosened is not the same as limber.",
      steps: [
        "The partner who will lie back stretches out on a towel while the other kneels at their feet with warm oil.",
        "Massage each leg in long strokes from the ankle up to the hip, spending extra time behind the knees.",
        "Wipe your hands, then raise one of their legs to rest on your shoulder, keeping the other long on the bed.",
        "At an agreed moment, swap legs slowly, giving each calf a squeeze as it changes places.",
        "Lower the raised leg whenever it asks, and treat it to another stroke or two before carrying on.",
      ],
    },
    "adventurous-7": {
      description:
        "Seated on the edge of a blanket-covered table, the partner who will lie back receives a shoulder and back rub first, and a spontaneous detour becomes a planned indulgence. Then they recline, and the standing partner is already in place, face to face, for a Butterfly Table with no rush at all. Check the table is steady, and keep oil off its surface so nobody slides.",
      steps: [
        "Choose a solid table at about hip height, fold a thick blanket over it and test that it does not rock.",
        "Your partner sits on the edge, facing you, while you reach around to massage their shoulders and back with warm hands.",
        "Wipe your hands, and they lean or lie back across the edge, feet raised or resting against you.",
        "Step in close and hold their hands or waist.",
        "Move together at a pace you both like, keeping one hand on the table if it shifts at all.",
      ],
    },
    "adventurous-8": {
      description:
        "Wrapping a leg round a kneeling partner's waist is easier when the hips are loose. So start with the partner on their side being massaged, hip, lower back and the outside of the upper leg, and from there you hardly move: the other climbs astride and the cheerful tangle of the Pretzel Twist begins. Use a light oil so the wrapped leg can still hold on.",
      steps: [
        "The partner who will lie on their side settles onto a towel, head on a pillow, top knee bent.",
        "The other kneels behind them and massages the hip, lower back and the outside of the upper leg with slow circles.",
        "Wipe your hands and move round to kneel astride their lower leg, facing them.",
        "Now the top leg of the side-lying partner curls round the waist in front of them, drawing the two of you together.",
        "Find the angle together and let the kneeling partner set a gentle pace, hands still kneading wherever they can reach.",
      ],
    },
    "mixed-1": {
      description:
        "Heads resting on each other's shoulders, you knead each other's backs as you sway. By the time the song finishes you are loose, warm and very close, and Last Dance has turned deeply tender, a kitchen slow dance that simply kept going. Use oil sparingly and stay on a rug: bare feet and a slick floor do not mix.",
      steps: [
        "Put on a slow song, stand facing each other on a rug, and warm a dab of lotion or oil in your hands.",
        "Wrap your arms around each other and, while you sway, knead slow circles into each other's shoulders and back.",
        "If your heights differ, the shorter partner can step onto something sturdy or the taller one can bend their knees.",
        "As the rhythm settles, draw nearer still: one of you props a foot up on a low step or the edge of the bed frame.",
        "Keep swaying as long as the music lasts, hands never quite stopping.",
      ],
    },
    "mixed-2": {
      description:
        "Sitting at opposite ends of the bed, each with the other's feet in your lap, you trade foot rubs, then lie back and slide into the scissor shape without letting go. Crossed Paths puts each partner's feet within the other's reach anyway; here its lazy feel gets lazier still. Wipe your hands before you reach for each other's, or they will slip apart.",
      steps: [
        "Sit at opposite ends of the bed on a towel, facing each other, each with one of your partner's feet in your lap.",
        "Massage the foot you are holding with warm oil, thumbs pressing slowly along the sole, then switch feet.",
        "One partner lies back and the other turns onto their side, bodies at an angle, legs sliding in to interlace.",
        "Wipe your palms, then clasp hands across the bed and use that hold to draw in and find a rhythm.",
        "Sway together lazily, nudging the angle this way and that until you both settle on a favourite.",
      ],
    },
    "mixed-3": {
      description:
        "Shoulder to fingertip, one arm then the other: the rider kneels beside the partner lying back and massages slowly before turning to sit sideways across them. The mischief of Side Saddle lasts longer this way, and the rider has a steadier partner to lean on. Wipe the oil off before you use those hands for balance.",
      steps: [
        "Whoever stays underneath lies back, knees a little raised; the rider kneels at their side with some warmed oil.",
        "Massage each arm from shoulder to palm, ending with slow presses into the hand.",
        "Wipe your hands dry, then sit astride and turn to sit sideways, legs folded to one side.",
        "Lean on one hand on the mattress, or on the hand your partner holds up for you, to stay balanced.",
        "Rider, you choose the rhythm; a quarter-turn either way changes the whole feel.",
      ],
    },
    "mixed-4": {
      description:
        "Each of you holds the other's feet in your lap and rubs slowly, keeping eye contact the whole time. Then you slide your legs through to interlace, lean back on your hands into Mirror Recline, and the looking continues, teasing and warm. Dry your palms thoroughly before leaning back, or they may slide out from under you.",
      steps: [
        "Sit facing each other on a towel, legs stretched so each of you can hold the other's feet.",
        "Massage your partner's feet with warm oil at the same time, watching each other's faces for what works.",
        "Wipe your hands, then shuffle closer and interlace your legs.",
        "Lean back on your palms, elbows soft, and push gently against each other to make a rhythm.",
        "Sit up into an embrace when your arms need a break, and trade one more foot rub.",
      ],
    },
    "mixed-5": {
      description:
        "Kneeling with arms folded along the backrest is an ideal posture for a shoulder rub: supported, relaxed and easy to reach from behind. Start the massage there and let the strokes drift to the waist as the other moves in closer, the spontaneity of Sofa Skyline turning unhurried and warm. Spread a throw over the cushions first, since oil and upholstery are not friends.",
      steps: [
        "Drape a throw over the sofa seat, then one partner kneels on it facing the backrest, forearms resting along the top.",
        "The other kneels behind them, or stands on the floor, and massages their shoulders and upper back.",
        "Let your hands slide down to hold your partner's waist as you move in close.",
        "Keep the pace steady; the backrest gives the front partner all the support they need.",
        "Afterwards, trade places so the other partner gets the shoulder rub too.",
      ],
    },
    "mixed-6": {
      description:
        "Rub your partner's calves and knees while they lie on their back, then lie down across the bed at a right angle, and the legs simply settle over your hips. Compass is the chatty, unhurried T-shape, and a leg massage is the easiest way into it; lazy becomes lazier still. Keep a towel under those legs to protect the sheets.",
      steps: [
        "One partner lies on their back on a towel, knees bent.",
        "The other sits beside them with warm oil and massages each calf and knee in turn.",
        "The masseur then stretches out sideways across the mattress, perpendicular to their partner and snug against them.",
        "Those freshly rubbed legs now rest across the masseur's hips, heavy and warm.",
        "Find an easy, unhurried rhythm, fingers laced across the gap, and keep the conversation going.",
      ],
    },
    "mixed-7": {
      description:
        "Give, then receive, then roll: make the massage a sequence as well, so the turns that follow carry the same generous give and take. Switchback Flow begins face to face, tumbles over so you swap who is on top and ends curled in a spoon, hands stroking throughout. Oil makes rolling slippery, so blot your skin dry with the towel before the first turn.",
      steps: [
        "Take turns giving a short back massage, about five minutes each, lying on a towel across the bed.",
        "Blot away the oil, then begin with one of you lying back and the other hovering close above.",
        "Hold each other tight and roll over so the other partner ends up on top.",
        "After a while, roll onto your sides and curl into a spoon, the partner behind rubbing slow circles into the back in front of them.",
        "Take each transition gently; the pauses are a good time for one more shoulder squeeze.",
      ],
    },
    "mixed-8": {
      description:
        "Seated in your partner's lap facing away, your neck and shoulders are right under their hands, so the massage happens in place. They knead while you sit loose and quiet, until the strokes become caresses and you begin to set the pace of Front Row Seat yourself. Keep a towel on the chair, and choose unscented oil for sensitive skin.",
      steps: [
        "Drape a towel over a sturdy armchair or the edge of the bed, and sit well back with feet flat.",
        "Your partner sits back into your lap facing away, feet on the floor for balance.",
        "With warm oil, massage their neck and shoulders and down the upper back for several slow minutes.",
        "Let your arms circle their waist as the massage fades, hands free to hold and caress.",
        "From there, the one in your lap takes charge, tilting forward or settling back until the pace and angle feel right.",
      ],
    },
    "romantic-12": {
      description:
        "Rolled most of the way onto their front, top knee on a pillow, the partner in front leaves the whole back open to be stroked. In the Harbour the one behind lies close on their side and works slowly from shoulders to waist before simply drawing nearer; with nobody holding any weight, the massage can be long and the rest even slower. Keep the oil light and a towel beneath you.",
      steps: [
        "Spread a towel over the sheet and arrange two pillows: one to hug under the head, one for the top knee.",
        "The partner in front rolls towards their front, hugging the pillow, top knee bent forward onto the second one.",
        "The other lies on their side close behind and warms a little oil in their palms.",
        "Massage in long strokes from the shoulders down either side of the spine, asking whether to press more or less.",
        "When the strokes slow to stillness, slip an arm round the waist, nestle in and keep the rhythm as lazy as the massage.",
      ],
    },
    "passionate-11": {
      description:
        "Chest sunk onto a stack of pillows, arms hugging it, the front partner's back lies long, still and entirely within reach. Spend a few minutes on the shoulders and the length of the spine first, and the Low Bow starts warm and trusting rather than brisk, gentle on wrists that are already resting. Dry your hands before holding hips, since oiled palms slide.",
      steps: [
        "Build a firm stack of pillows at a height that lets the front partner's back stay long, and lay a towel over it.",
        "The front partner kneels and folds forward onto the pillows, arms wrapped round them and cheek resting on top.",
        "Kneeling behind, the other partner massages the shoulders and down along the back in slow circles for five minutes or so.",
        "Wipe your hands on the towel, then settle close behind with hands on the front partner's hips.",
        "Agree the pace aloud, and stop for another minute of kneading whenever the front partner asks for one.",
      ],
    },
    "passionate-19": {
      description:
        "The base of the neck and the tops of the shoulders carry the most when you are propped on your forearms, and those are exactly what the other partner works on first, kneeling alongside. Then they stretch out over the Sphinx, weight on their own forearms, skin warm and loose, and the night stays languid and slow. Have the one below rest flat between stages.",
      steps: [
        "Lay a towel down; the partner who will be underneath lies flat on their front, head turned to one side.",
        "The other kneels beside them and massages the neck, shoulders and upper back with warm oil, in no particular hurry.",
        "Wipe your hands, then the partner below props up on their forearms and draws one knee up to the side.",
        "The partner above stretches out over them from behind, resting on their own forearms, chest just above the other's back.",
        "Move slowly; whenever the lower back or neck asks, the partner underneath sinks down flat and you pause.",
      ],
    },
    "passionate-12": {
      description:
        "Flat on the front over a pillow is the classic massage position anyway, so this pairing hardly needs rearranging. Kneeling astride the thighs, the partner above spends ten minutes on long strokes up the back, then leans over on straight arms, and the slow, rolling rhythm of Riverbed picks up where the hands left off. Keep the weight on your own hands and knees throughout.",
      steps: [
        "Put a towel over a pillow and place it under the hips of the partner who will lie on their front, legs together.",
        "The other kneels astride their thighs, not sitting down on them, and warms a little oil.",
        "Massage up from the small of the back to the shoulders and back again, long and slow, for as long as you both like.",
        "Wipe your palms, then lean forward onto straight arms, hands on the bed either side of your partner's waist.",
        "Keep the rhythm rolling and gentle, and return to the massage for a while if the one below asks.",
      ],
    },
    "adventurous-9": {
      description:
        "Squatting astride and facing your partner's feet works the thighs hard, so a massage here is less a luxury than a warm-up. The partner lying down starts with the thighs and calves of the one who will squat, then lies back and offers raised knees as a handrail, and Backwards Perch stays bold but kinder on tired legs. Wipe off the oil from the feet first: they need grip.",
      steps: [
        "The partner who will squat lies face down while the other massages the backs of their thighs and calves for a few minutes.",
        "Turn them over and work the fronts of the thighs too, with firm, slow strokes towards the hips.",
        "Wipe the oil off both pairs of feet with a towel so nobody slips on the sheet.",
        "The partner who gave the massage lies on their back, knees bent; the other squats astride them facing their feet, hands on those knees.",
        "Keep it short and begin slowly, and drop to kneeling the moment the thighs start to shake.",
      ],
    },
    "adventurous-10": {
      description:
        "Never try this cold. The partner who will raise a leg lies down first while the other works the back of the thigh and the calf, slowly and firmly; then you both move to the wall for the Standing Split, and the leg goes up only as far as it wants, perhaps a little further than it would have. Wipe your hands and the soles of the feet before standing: no oil on the floor.",
      steps: [
        "The flexible partner lies on their back on the bed while the other massages the back of one thigh and calf with long, firm strokes.",
        "Gently bend and straighten the leg a few times together, stopping well before any pull.",
        "Towel off hands and feet thoroughly, then move to a clear wall with a non-slip floor.",
        "The massaged partner stands with their back flat to the wall and raises that leg, calf resting on the shoulder of the other, who holds it and steadies the waist.",
        "Stay only as long as the leg is happy, lower it together, and massage the other one next time.",
      ],
    },
    "adventurous-13": {
      description:
        "When you both face down the stairs, the one in front sitting in the other's lap, their shoulders land right under the hands behind. Begin there, kneading for a few minutes on the carpeted step before the front partner starts to set the pace with their legs, and the Stair Rider turns quirky and surprisingly tender. Use your bare hands, not oil, since stairs and slippery palms are a poor match.",
      steps: [
        "Pick a stable, carpeted staircase with a good banister, and check the steps below are clear.",
        "The partner behind sits on a step with feet on a lower one; the other settles onto their lap, looking down the staircase, feet beside theirs.",
        "Before anything else, the partner behind massages the front partner's shoulders and neck with dry hands.",
        "The front partner then takes hold of the rail and sets the pace with their legs, while the other wraps an arm around their waist.",
        "Stand up slowly, one at a time, holding the banister.",
      ],
    },
    "adventurous-21": {
      description:
        "Hamstrings and inner thighs do the asking when both legs go up straight and wide, so those are the muscles to massage first. Afterwards the wide V is easier to hold and the holding more tender, and in Open V the kneeling partner's hands are already at the ankles where they need to be. Stop the widening where comfort ends; the massage is not a stretch.",
      steps: [
        "Spread a towel on the bed; whoever will have their legs raised lies on it while the other warms a little oil.",
        "Massage the backs of the thighs and the calves with long strokes, then the inner thighs more gently, asking as you go.",
        "Wipe your hands so the grip on the ankles is secure.",
        "The massaged partner raises both legs into a comfortable V; the other kneels upright between them, holding one ankle in each hand.",
        "Keep the legs only as wide as feels good, and bend the knees to rest whenever they like.",
      ],
    },
    "adventurous-25": {
      description:
        "Halfway through, not at the start: with the partner on top lowered along the other's legs, facing their feet, the whole length of their back lies under the eyes and hands of the one beneath. Long strokes from shoulders to waist while the rider sets a slow, sliding pace make Downstream playful and attentive. Lift the chest whenever the neck wants a change.",
      steps: [
        "Keep a small bottle of oil within reach of the pillow before you start.",
        "One partner lies on their back, legs straight; the other kneels astride their hips facing their feet and lowers their chest forward, forearms on the bed.",
        "The partner lying down warms oil in their palms and draws long, slow strokes up and down the other's back.",
        "The one on top keeps the movement slow and sliding, in time with the hands on their back.",
        "Take turns: next time, swap places so the other gets the view and the massage.",
      ],
    },
    "mixed-24": {
      description:
        "Working slowly from the soles up to the calves, each of you takes the other's feet in turn, backs against the armrests and legs woven down the middle of the sofa. Sofa Tangle already invites foot rubs; here the rub is the main event, and having no hurry to do anything else is the whole point. Keep a towel on the seat, and let the talk wander as far as it likes.",
      steps: [
        "Drape a towel along the sofa seat and put a small pot of balm or lotion on the floor within reach.",
        "Sit at opposite ends, backs against the armrests, and stretch your legs along the seat so they interlace in the middle.",
        "One of you lifts the other's foot into their lap and works the sole and heel with both thumbs for a few minutes.",
        "Move up to the ankle and calf, then swap, so each of you gives and receives.",
        "Stay tangled afterwards, feet warm, and let the conversation lead wherever it goes next.",
      ],
    },
    "mixed-17": {
      description:
        "Lying crosswise on your side, hip against hip, one leg resting over their thighs, long strokes across your partner's back come easily. Lazy T already leaves room for idle strokes; here they come first and properly, and the partner on their front melts into the mattress while whatever follows keeps the same easy tempo. Keep a towel under the oil.",
      steps: [
        "Lay a towel across the bed and warm a little oil in your hands.",
        "The partner receiving lies on their front, head on folded arms.",
        "The other sits beside them and massages the back and shoulders with long, slow strokes for as long as you both like.",
        "Then the giver lies down on their side at a right angle, hips meeting, upper leg across the backs of the other's thighs.",
        "Keep one hand moving on their back while you rock in small, sleepy movements.",
      ],
    },
  },
  dropped: {
    "adventurous-1":
      "A standing lift held only by a grip under the legs is exactly where freshly oiled skin lets a partner slip and fall, so it cannot safely follow a massage.",
    "adventurous-2":
      "Holding a partner's legs at waist height while they balance on their hands depends on a firm grip that oiled skin cannot give.",
  },
};

export default written;
