import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "The Lotus asks you to sit wound together with backs upright, so a massage beforehand is practical as well as lovely: loosened shoulders hold the posture longer. Sit facing, reach around and knead each other's upper backs, and the rocking that follows starts already in step, heavier and slower than usual. A gentle choice after a tense week or a long drive. Wipe your palms before you lock arms, because oily hands slip where you most need to hold.",
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
        "Spooning is so low effort that a massage beforehand can tip it towards sleep, and that is no bad thing. The partner behind rubs the back of the one in front while you both lie on your sides, then simply wraps around when the hands run out of places to go. Everything slows: breathing, rhythm, even conversation. Ideal for a tired evening or a partner sore from work. Lay a towel down first to keep oil off the sheets.",
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
        "The Slow Embrace leaves the partner above holding their weight on their forearms, so this version starts by looking after exactly those arms and shoulders. A few minutes of kneading and the one on top can stay propped, close and unhurried for far longer. The mood shifts from eager to deeply settled. Good for couples whose evenings end too soon, or a desk worker with knotted shoulders. Keep the oil light so forearms do not skid.",
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
        "Twin Crescents is the position where nobody is on top, so the massage is shared the same way: lying on your sides facing each other, each of you reaches around to rub the other's back at once. It is awkward for about a minute and then surprisingly lovely, and by the time your legs weave together you are moving in the same easy tempo. Perfect for equal, unhurried evenings. Use a light oil, since you share one pillow.",
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
        "Tidal Rock is all long, rolling contact, so the massage that opens it should feel the same: long strokes from the hips to the shoulders of the partner lying face down, slow as waves. Then they turn over, the other settles on top flush from shoulders to feet, and the rocking picks up the rhythm the hands left behind. Made for reconnecting after time apart. Leave only a thin film of oil, or full-length contact turns slippery.",
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
        "Kneeling Vow is about holding, so this version begins with hands: sit facing each other and massage each other's palms and fingers, one hand at a time, slowly and without talking. It is more intimate than it sounds, and by the time you rise to kneel, tall and wrapped together, the vow feels almost literal. Beautiful for anniversaries or a proposal at home. Wipe the oil away before kneeling up, because slippery hands make balancing harder.",
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
        "Hearthside barely needs rearranging for a massage: the partner behind already sits with the other reclined in their arms, so the rub can happen right there. Neck, shoulders and upper arms first, then the hands drift into the wandering caresses this position is known for, and the line between the two disappears. Lovely for a partner who carries stress in their shoulders. Keep a towel across your lap and the oil bottle on the bedside table, not in the bedding.",
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
        "Sweetheart Chair already uses a sturdy chair, so begin with the classic seated shoulder rub: one partner sits, the other stands behind and kneads until the seated shoulders drop an inch. Then the masseur simply walks round and climbs astride, face to face. The mood moves from caring to playful in a single step. Good for the evening after a stressful day at work. Dry your hands and the seat first, since an oily chair is a slippery one.",
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
        "Moonrise begins here with the future rider kneeling astride a partner who lies face down, giving them a slow back massage from above. When it is done, the partner underneath rolls onto their back and the rider is already in place. A confident position turns generous, the one in charge having given first. Lovely for a birthday or a thank-you. Check in about pressure, and keep your weight on your own knees while you work.",
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
        "Wild Tide puts the front partner on hands and knees, so this version looks after the parts that will be working: a slow rub along the lower back and across the shoulders while they lie face down first. Afterwards the primal edge softens into something warmer, and the partner behind tends to stay close rather than upright. Good when you want heat that still feels caring. Dry your hands well; hips are easier to hold when they are not oily.",
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
        "High Tide asks the partner lying back to rest their legs on the other's shoulders, so the massage here is for the legs: calves, knees and the backs of the legs, worked slowly with warm oil. Loosened muscles make the raised angle far more comfortable, and the intensity arrives more gently. A thoughtful choice for anyone less flexible than they would like. Wipe the calves before they go up, or they will slide straight off the shoulders they rest on.",
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
        "Bed's Edge gives the standing partner the perfect height for a massage, so begin with the other lying face down across the mattress, hips near the edge, being rubbed from shoulders to lower back. When they roll over, nobody has to move far. The mood turns from pampered to playful without a break in contact. Ideal when one partner wants to give and the other to receive. Keep a towel under them, and kneel on a cushion if needed.",
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
        "Turned Horizon sets the rider facing the foot of the bed, which happens to be the perfect seat for a foot massage. Kneel astride your partner facing their feet, rub each one slowly with warm oil, and the position begins without either of you moving. The partner lying back is pampered, then gets the view; the rider gets to lead twice. Playful and generous, great for a lazy weekend. Wipe the feet afterwards so nobody slips getting up.",
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
        "Velvet Press and a back massage share the same starting point, one partner lying face down, so this pairing flows without a pause. The massage ends and the masseur simply stretches out over their partner, warm skin to warm skin, like a blanket settling. The weight feels heavier and more soothing than usual, and the pace stays slow. Perfect for a partner who has had a punishing day. Face down, keep breathing easy: turn the head and use a pillow.",
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
        "Wall Whisper starts standing against a wall, and a standing shoulder rub is a lovely prelude: the partner in front leans on their palms while the other works the knots out from behind. Then the hands slow, slide around the waist, and the massage simply becomes the position. The daring edge softens into something intimate. Use lotion rather than oil and keep your feet dry; a slick floor and a smooth wall are a real slip risk.",
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
        "Leaning Moon is an advanced lean-back, and the rider is the one whose back and arms take the strain, so they get the massage. Lying face down first, they have their lower back, shoulders and forearms worked loose, and the arch that follows comes more easily and lasts a little longer. The mood stays bold, with added trust. Wipe your hands before you brace them on your partner's knees, since oil and a backward lean make a poor mix.",
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
        "Starbridge is the yoga-class position, and like any good class it deserves a warm-up. A massage along the lower back and legs prepares the partner who will lift into the bridge, and the kneeling partner's hands already know where to support them. The pose becomes steadier and the mood more unhurried than athletic. For active couples or anyone who enjoys a stretch. Never bridge on a slippery towel; move onto dry sheets before the hips go up.",
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
        "Staircase Rendezvous makes use of the steps, and so does its massage: one partner sits a step below the other, between their knees, for the oldest shoulder rub there is. Then you swap heights, face to face, and the delicious feeling of not making it upstairs gets a slower, more tender opening. Good for a house with a cosy hallway and a long evening. Keep oil off the steps entirely, and lay a folded blanket down for grip.",
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
        "Waterfall tips the partner lying back over the edge until their shoulders rest on cushions, so a neck and shoulder massage first is a real kindness: those muscles will be doing unusual work. It also calms the first rush of the angle, making the whole thing dreamier and slower. Try it for a playful adventure after a relaxing start. Oiled skin slides, so keep a towel under the back and let the partner above control the descent.",
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
        "Bamboo Split is a gentle flexibility challenge, one leg raised to the kneeling partner's shoulder and then swapped, so warming the legs first is sensible as well as sensual. Massage both legs from ankle to hip before you start, and the alternating rhythm becomes smoother, with fewer winces and more laughter. Good for couples curious about the classic texts but honest about their flexibility. Go only as far as the muscles allow; loosened is not the same as limber.",
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
        "Butterfly Table usually feels like a spontaneous detour; begun with a massage, it becomes a planned indulgence. Lay a thick blanket over the table and let the partner who will lie back receive a shoulder and back rub while seated on its edge. Then they recline, and the standing partner is already in place, face to face. Lovely for a night in with no rush. Check the table is steady, and keep oil off its surface so nobody slides.",
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
        "Pretzel Twist asks the partner on their side to wrap a leg around the kneeling partner's waist, which is easier when the hips are loose. So start with them lying on their side being massaged: hip, lower back and the outside of the upper leg. From there you hardly move; the kneeling partner climbs astride and the tangle begins. Cheerful, warm and easy to laugh through. Use a light oil so the wrapped leg can still hold on.",
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
        "Last Dance is swaying before anything else, and a standing massage folds right into it. Hold each other close, rest your heads on each other's shoulders, and knead the other's back as you sway. By the time the song finishes you are loose, warm and very close, and the mood has turned deeply tender. Perfect for a kitchen slow dance. Use oil sparingly and stay on a rug: bare feet and a slick floor do not mix.",
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
        "Crossed Paths puts your heads far apart and your legs in the middle, so each partner's feet end up within the other's reach. Begin by sitting at opposite ends of the bed and trading foot massages, then lie back and slide into the scissor shape without letting go. The relaxed, lazy feel of the base gets lazier still. Ideal for a long Sunday session. Wipe your hands before you reach for each other's, or they will slip apart.",
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
        "Side Saddle is elegant and a little mischievous, and a hand and arm massage fits that mood. The rider kneels beside the partner lying back and works slowly from their shoulders down to their fingertips, one arm then the other, before turning to sit sideways across them. The teasing lasts longer, and the rider has a steadier partner to lean on. Good for a playful, flirtatious evening. Wipe the oil off before you use those hands for balance.",
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
        "Mirror Recline is a game of distance and anticipation, and a mutual foot massage builds both. Sit facing each other, each with the other's feet in your lap, and rub slowly while holding eye contact. Then slide your legs through to interlace, lean back on your hands, and the looking continues. The mood turns teasing and warm. A fun one for a night in. Dry your palms thoroughly before leaning back, or they may slide out from under you.",
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
        "Sofa Skyline has the front partner kneeling with arms folded along the backrest, which is an ideal posture for a shoulder rub: supported, relaxed and easy to reach from behind. Start there with the massage, and let the strokes drift to the waist as the other moves in closer. The spontaneous mood of the base turns unhurried and warm. Perfect for ending a film night. Spread a throw over the cushions first, since oil and upholstery are not friends.",
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
        "Compass is the chatty, unhurried T-shape, and a leg massage is the easiest way in. The partner who will drape their legs lies on their back while the other rubs their calves and knees, then lies down across the bed at a right angle, and the legs simply settle over their hips. Lovely for couples who like to talk while they touch. Lazy becomes lazier still; keep a towel under those legs to protect the sheets.",
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
        "Switchback Flow is a sequence, so make the massage one too: each of you gives and receives in turn, and the rolls that follow carry the same generous give and take. Begin face to face, tumble over so you swap who is on top, and end curled in a spoon, hands still stroking throughout. It is slow and affectionate, ideal for a long evening. Oil makes rolling slippery, so blot your skin dry with the towel before the first turn.",
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
        "Front Row Seat puts one partner in the other's lap facing away, which leaves their back and shoulders right under the hands of the one behind. So the massage happens in place, kneading the neck and shoulders while the front partner sits loose and quiet, until the strokes become caresses and they begin to set the pace. Ideal for a partner who relaxes best while held. Keep a towel on the chair, and choose unscented oil for sensitive skin.",
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
        "Harbour already rolls the front partner most of the way onto their front, one knee on a pillow, which leaves the whole back open for a massage. The partner behind lies close on their side and works slowly down from shoulders to waist before simply drawing in nearer. Nobody holds any weight, so the massage can be long and the rest even slower. Lovely in pregnancy or after a tiring day; keep the oil light and a towel beneath you.",
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
        "Low Bow lets the front partner sink their chest onto a stack of pillows and hug it, so their back is long, still and entirely within reach: an open invitation to a massage. The partner kneeling behind spends a few minutes on shoulders and the length of the back first, and what follows starts warm and trusting rather than brisk. Kind to wrists and arms, which rest completely. Dry your hands before holding hips, since oiled palms slide.",
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
        "In the Sphinx the partner underneath is propped on their forearms with the back and neck on show, which is exactly where a massage does the most good. Before anything else, the other partner kneels alongside and works the tension out of the shoulders and the base of the neck. Then they stretch out over them, weight on their own forearms, skin warm and loose. A languid pairing for a slow night; have the one below rest flat between stages.",
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
        "Riverbed has the partner underneath lying flat on their front over a pillow, which is the classic massage position anyway, so this pairing hardly needs rearranging. The partner above kneels astride their thighs and uses the first ten minutes for long strokes up the back. Then they lean over on straight arms, and the slow, rolling rhythm picks up where the hands left off. Restful and trusting; keep the weight on your own hands and knees throughout.",
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
        "Backwards Perch asks a lot of the thighs of the partner who squats on top, facing the other's feet, so a massage here is less of a luxury and more of a warm-up. The partner lying down starts with the squatter's thighs and calves, then lies back and offers their raised knees as a handrail. The burst that follows is just as bold but kinder on tired legs. Wipe off the oil from the feet first: they need grip.",
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
        "Standing Split should never be tried cold, and a massage is the nicest warm-up. The partner who will raise their leg lies down first while the other works the back of the thigh and the calf, slowly and firmly, then you both move to the wall. The leg goes up only as far as it wants, perhaps a little further than it would have. Wipe your hands and the soles of the feet before standing: no oil on the floor.",
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
        "Stair Rider seats one partner in the other's lap on a carpeted step, both facing down the stairs, and that arrangement puts the shoulders of the one in front right under the hands of the one behind. Begin there: a few minutes of kneading while you sit, before the front partner starts setting the pace with their legs. It is quirky and surprisingly tender. Use your bare hands, not oil, since stairs and slippery palms are a poor match.",
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
        "Open V has the lying partner raise both legs straight and wide while the kneeling partner holds an ankle in each hand, so hamstrings and inner thighs are the ones doing the asking. A massage of exactly those muscles first makes the wide V easier to hold and the holding more tender. The kneeling partner's hands are already where they need to be. Stop the widening where comfort ends; the massage is not a stretch.",
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
        "Downstream puts the partner on top facing the other's feet, chest lowered along their legs, which leaves the whole length of their back right under the eyes and hands of the one lying down. So the massage happens in the middle rather than at the start: long strokes from the shoulders to the waist while the partner above sets a slow, sliding pace. Playful and attentive. Lift the chest whenever the neck wants a change.",
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
        "Sofa Tangle already invites foot rubs: you sit at opposite ends of the sofa, backs to the armrests and legs woven together down the middle. This pairing makes the foot rub the main event, each of you taking the other's feet in turn, working slowly from the soles up to the calves. No hurry to do anything else is the whole point. Keep a towel on the seat, and let the talk wander as far as it likes.",
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
        "Lazy T already leaves room for idle strokes across the back: one partner lies on their front and the other lies crosswise on their side, hips together, a leg over the backs of the thighs. Here the strokes come first and properly, as a back massage given from exactly that sideways spot. The partner on their front melts into the mattress, and whatever follows keeps the same easy tempo. Ideal for sleepy afternoons. Keep a towel under the oil.",
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
