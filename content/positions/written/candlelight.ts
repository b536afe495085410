import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Candlelight turns a face half gold, half shadow, and nowhere do you see more of each other's than sitting wrapped together in the Lotus, a breath apart. Expressions you would miss under a lamp show in the flicker, and the rocking slows to match the flame. Keep candles on a shelf or dresser, never on the bed, since neither of you will be watching them.",
      steps: [
        "Light three or four candles on a steady surface at least an arm's length from the bed, then turn off every lamp.",
        "Sit cross-legged in the middle of the mattress while your partner climbs into your lap, facing you, legs loosely around your waist.",
        "Let your eyes adjust for a minute; trace your partner's face in the half-light before anything else.",
        "Rock together in small, slow movements, arms around each other's backs so the weight is shared.",
        "When you are done, blow the candles out together before you settle down to sleep.",
      ],
    },
    "romantic-2": {
      description:
        "The real risk tonight is falling asleep with a flame still lit, because nothing in the catalogue is drowsier than Spooning. Curled on your sides, both facing the glow, the partner behind watches light drift over the shoulders in front and lets the rhythm slow to a doze. Use flameless candles, or set a timer on your phone, so the ending stays safe.",
      steps: [
        "Place a few candles, or battery tea lights, on the far bedside table so the glow falls across the bed in front of you both.",
        "Lie down facing the light, the partner behind curving in close so their knees tuck in behind their partner's.",
        "Thread one arm beneath your partner's pillow and drape the other over their hip, fingers laced with theirs.",
        "Let the partner behind set an easy, sleepy rhythm while you both watch the flames sway on the wall.",
        "Before you drift off, whoever is nearer reaches over to blow out the candles or switch off the flameless ones.",
      ],
    },
    "romantic-3": {
      description:
        "Propped on forearms above you, your partner makes a small room of shadow around two faces, and the amber light does the rest. Kisses lengthen, the pace eases, and you check in with a look more often than a word. The Slow Embrace has always been about faces kept near; here that is nearly all there is to see. Keep the candles low and distant so nobody props an elbow near a flame.",
      steps: [
        "Set candles on a dresser or windowsill, clear of curtains, and let the rest of the room go dark.",
        "One of you lies back with knees softly bent and a pillow under your head; the other settles above, weight on the forearms.",
        "Wrap legs and arms wherever they want to go, and pause to look at each other in the amber light.",
        "Keep the rhythm unhurried; a raised eyebrow or a smile is easy to read even in this low light.",
        "Afterwards, stay wrapped up and watch the shadows on the ceiling for a while before one of you puts the candles out.",
      ],
    },
    "romantic-4": {
      description:
        "With the candles behind one of you, the other's face is lit exactly like a crescent moon: half gold, half dark. Lying nose to nose in Twin Crescents, nobody carries any weight, so you can stay tangled far longer than a candle takes to burn down a centimetre, and swap sides halfway so each of you gets the view. Choose unscented candles if perfume in a closed room gives either of you a headache.",
      steps: [
        "Light a cluster of candles on one bedside table, a safe distance from the pillow, and turn off the overhead light.",
        "Lie on your sides facing each other on a shared pillow, one of you with your back to the glow.",
        "Tangle your legs, one upper leg resting over the other's hip, and pull each other in by the back.",
        "Move in small, lazy motions, and swap sides halfway through so each of you gets a turn seeing the other lit up.",
        "When the talking fades, blow the candles out together and fall asleep in the same shape.",
      ],
    },
    "romantic-5": {
      description:
        "On the ceiling the flames stretch and shrink; beneath them you roll together, pressed close from shoulders to toes, never parting. Tidal Rock was already slow, and in this light the rocking turns hypnotic, almost a meditation, with the partner below following the sway of the shadows. Because you will both be lost in it, stand the candles in glass jars that cannot tip.",
      steps: [
        "Stand two or three candles in deep jars on a dresser across the room, then darken everything else.",
        "One partner lies back; the other settles above, then slides a little higher so you meet flush from shoulders to feet.",
        "Instead of moving apart and back, roll together as one body, slow as water creeping up a beach.",
        "If you are underneath, watch the flame shadows on the ceiling and let the rocking follow their sway.",
        "Build the rhythm only when you both want it, and rest in the same position once it ebbs.",
      ],
    },
    "romantic-6": {
      description:
        "Two upright figures holding each other throw a shadow twice their height on the wall, and it looks exactly like what it is: a promise. Balance matters more in dim light than lying down, so give your eyes a minute to adjust and kneel on the firmest part of the mattress before you settle into the Kneeling Vow. Then say the things you mean out loud. Keep candles well back from any sway.",
      steps: [
        "Place candles on a bookcase or shelf to one side of the bed, so they light you from the side without being within reach.",
        "Kneel facing each other on the firmest part of the mattress, knees a little apart for a steady base.",
        "Close the gap and hold each other across the shoulders; whoever is taller widens their knees to even out your heights.",
        "Sway slowly, and turn your heads now and then to watch your joined shadow on the wall.",
        "If either of you wobbles, sink back onto your heels together rather than reaching out for support.",
      ],
    },
    "romantic-7": {
      description:
        "Curling up by a fire is the feeling Hearthside was named for, and this version finally lights one. Reclining against the partner behind, both of you facing a row of small flames beyond the foot of the bed, you let the caresses wander as slowly as the light does. If you have a real fireplace, use that instead, with the guard firmly in place.",
      steps: [
        "Line up candles on a surface beyond the foot of the bed, or light the fire if you have one, and dim everything else.",
        "Whoever is the backrest props themselves against the headboard with legs stretched long; the other nestles in between, facing the same glow, and sinks back against them.",
        "The partner behind wraps both arms around the front, hands free to stroke arms, shoulders and hair.",
        "Let the one in front set the pace with small shifts while you both gaze at the flames together.",
        "Stay reclined afterwards and talk quietly until one of you gets up to put the light out.",
      ],
    },
    "romantic-8": {
      description:
        "After dinner at home, leave the table candles burning and carry a sturdy chair a few paces onto the rug, like the only seat in a tiny restaurant. Astride your partner's lap, face to face, the sense of having snuck away turns almost theatrical in the low gold light, which is the whole charm of the Sweetheart Chair. Move the chair well away from the candles before you sit, since the one astride cannot see what is behind them.",
      steps: [
        "After dinner, leave the candles burning on the table and carry a sturdy armless chair a few paces away onto a rug.",
        "The seated partner scoots right to the back of the chair, soles flat; the other swings a leg over and settles in their lap, face to face, toes finding the floor or a rung.",
        "Hold each other close while the partner on top rocks at whatever speed they choose, the seated one steadying their hips.",
        "Between movements, lean back a little to look at each other in the low gold light.",
        "When you are done, blow out the table candles together on your way to bed.",
      ],
    },
    "passionate-1": {
      description:
        "From below, the rider becomes a portrait: an upright silhouette edged in gold. Moonrise still hands them every tempo, but the glow tends to invite a slower, more deliberate one, with pauses to be looked at and reached for. Light the candles behind the partner lying down, so the rider is lit rather than dazzled.",
      steps: [
        "Set candles on a dresser behind the head of the bed, well clear of pillows and hair.",
        "The partner underneath lies back on a soft pillow; the other kneels astride, knees sunk into the mattress on either side.",
        "Sit tall, lit from the front, and steady yourself on your partner's hands if you like.",
        "Rider, choose a slow, deliberate tempo at first and let your partner simply watch for a while.",
        "Speed up or ease off as you please, while the partner below reaches up to trace the line of your arms and shoulders.",
      ],
    },
    "passionate-2": {
      description:
        "Shadows leap on the wall, and the bedroom starts to feel like somewhere older, with stone floors and heavy doors. Candlelight does not tame Wild Tide so much as give it atmosphere: the partner behind can stay upright and bold, or fold forward to hold and whisper. Agree out loud how bold tonight will be. Keep the flames off any bedside table, since a hand braced forward can easily sweep one over.",
      steps: [
        "Light candles on a high shelf or mantelpiece across the room; anything on the bedside table risks a stray hand.",
        "One partner kneels and leans forward onto hands or forearms; the other kneels close behind, knees wherever feels steadiest.",
        "Rest your hands on your partner's waist or shoulders, and agree out loud how bold you both want to be tonight.",
        "Watch your shadows move together on the wall; the partner in front can rock back to set the pace.",
        "To soften it, the partner behind leans down over their partner's back and holds them close, lips near their ear.",
      ],
    },
    "passionate-3": {
      description:
        "You read each other by the shine in your eyes rather than by a bright lamp, and with faces close and every reaction visible, High Tide softens into something tender. The raised legs still ask for flexibility, so take the first minutes gently and let the slow light set the pace. Kneeling partner, glance behind before sitting back; candles belong on a shelf, not the floor.",
      steps: [
        "Put your candles up high, on a tall dresser or shelf, and tuck a pillow under the head of whoever will lie back.",
        "One of you lies flat; the other kneels facing them, sitting back slightly on their heels for balance.",
        "The partner lying down lifts their legs and rests their calves against the kneeling partner's shoulders, only as high as is comfortable.",
        "Begin slowly, adjusting the angle together, and keep your eyes on each other; the low light makes every look count.",
        "Lower the legs whenever you want and stretch them out along the bed before anyone blows out the candles.",
      ],
    },
    "passionate-4": {
      description:
        "Whoever stands is the one moving about a dim room, so clear shoes and cushions off the floor before the first candle is lit. After that, Bed's Edge takes on a languid, cinematic feel: one partner across the mattress, the other with both hands free, the glow catching two faces at different heights and the pace slower than usual. Keep candles where nobody will back into them.",
      steps: [
        "Clear the floor at the side of the bed and set the candles on a shelf on the far side of the room.",
        "Whoever is lying down reclines with hips right at the mattress edge and feet on the floor or frame; the other stands, or kneels on a cushion, facing them.",
        "Slide pillows under the hips, or switch between standing and kneeling, until the height suits you both.",
        "The partner on their feet sets an unhurried rhythm, holding hands or waist, while the candlelight catches both your faces.",
        "When you change places or stop, move slowly; eyes take a moment to adjust after looking towards the flames.",
      ],
    },
    "passionate-5": {
      description:
        "Put the candles at the foot of the bed, because that is where the rider faces: towards a row of small flames, while the partner lying back watches light travel the length of their back. Turned Horizon grows quieter and more private this way, each of you absorbed in your own view, a relief on a night when eye contact feels shy. Leave enough room that leaning forward never brings a face near a flame.",
      steps: [
        "Arrange candles on a low bench beyond the foot of the bed, a good metre clear of the mattress.",
        "One partner lies back; the other kneels astride them, turned to face the candles and their partner's feet.",
        "Rider, find your angle slowly by leaning towards your partner's knees or back towards their shoulders.",
        "The partner lying back keeps their hands busy, tracing the rider's back and hips in the moving light.",
        "Take your time; the rider controls every motion and can turn around to face their partner to finish.",
      ],
    },
    "passionate-6": {
      description:
        "Face down under your partner's weight, you see only the pillow and a flicker on the wall, and somehow that makes being covered feel even more sheltering. Velvet Press by candlelight is heavy, warm and slow, with kisses along the neck and shoulders and a squeeze of the hand to check in. Lying face down, check that breathing stays easy; the one above keeps most of their weight on forearms and knees.",
      steps: [
        "Light candles on a dresser in the line of sight of the partner who will lie face down, well away from the pillow.",
        "That partner lies on their front, head turned towards the glow, arms loose around the pillow.",
        "The other stretches out over them, weight held on forearms and knees, face resting close to their partner's.",
        "Move in small, heavy, slow motions, and use a squeeze of the hand to check in, since faces are half in shadow.",
        "Ease off to one side afterwards and lie together watching the candles burn lower.",
      ],
    },
    "passionate-7": {
      description:
        "Both your shadows overlap on the plaster, one partner's palms flat against the wall and the other pressed close behind, murmuring. Footing comes first in a standing position, so clear the floor and leave enough light that nobody stumbles; then Wall Whisper feels less like a rush and more like a scene from a film. Keep every flame well away from the wall you are leaning on.",
      steps: [
        "Choose a clear stretch of wall and set candles on a table a few steps behind you, so they cast your shadows onto it.",
        "One partner faces the wall, palms flat at shoulder height; the other steps in close behind with an arm around their waist.",
        "Sort out any height difference with a sturdy step or softened knees, testing your footing in the low light.",
        "Keep the rhythm close and steady, watching your two shadows move as one, and murmur into your partner's ear.",
        "Afterwards, put the candles out one by one before you walk back to bed together.",
      ],
    },
    "passionate-8": {
      description:
        "Light from one side sketches the arch of the rider's lean in gold, and a little showing off is exactly the point. Leaning Moon is the boldest of the partner-on-top shapes and an advanced one, so move slowly and find your partner's knees with your hands before trusting your weight to them, never by guesswork in the dark. Keep flames far beyond a backward hand.",
      steps: [
        "Put candles to one side of the bed, on a dresser or windowsill, well past where any hand could land.",
        "Begin with the rider upright astride the partner lying down, facing them; the partner below raises their knees as a backrest.",
        "Rider, lean back slowly, finding your partner's knees or the mattress with your hands before you trust your weight to them.",
        "Keep the movements small and controlled while the partner below watches the light travel over the arch.",
        "Come upright whenever you need a rest, folding forward into a hug.",
      ],
    },
    "adventurous-1": {
      description:
        "Seeing your feet comes before any romance here. Clear the floor, keep candles high and across the room from the wall you lean on, and leave one dim lamp on if shadows hide the ground. Then Carry Me Home turns cinematic: one partner swept up, legs round the other's waist, both half-lit and laughing against the wall. Keep the lift short, and stop the moment a back complains.",
      steps: [
        "Clear everything off the floor between you and the wall, and stand the candles on a high shelf on the opposite side of the room.",
        "Face each other close to the wall, the partner to be lifted with their back to it, and let your eyes adjust before anything else.",
        "The lifter sinks into a half-squat and takes a firm hold under the legs; count to three, then up your partner comes, legs crossing behind the lifter's back.",
        "Lean the lifted partner against the wall straight away so it shares the weight, and hold each other's gaze in the soft light.",
        "Lower them slowly, feet first, as soon as either of you asks, and carry on somewhere softer.",
      ],
    },
    "adventurous-2": {
      description:
        "Romantic light, ridiculous pose: that contradiction usually earns the biggest laugh of the night. Start from the bed's edge as ever, the front partner's hands on the mattress and the standing one holding just above the knees, and treat the Wheelbarrow Dare as an interlude rather than a destination. Keep candles far from anywhere an arm might flail if it gives way, and keep it short.",
      steps: [
        "Set candles on a high surface behind the standing partner, so they light the bed without sitting anywhere near it.",
        "The front partner kneels at the bed's edge and places both hands flat on the mattress.",
        "The standing partner lifts their legs gently to waist height, holding firmly just above the knees.",
        "The front partner keeps their arms strong or sinks onto the forearms; laugh as much as you need to.",
        "Stop the moment hands, arms or backs protest, lowering the legs to the floor together before collapsing onto the bed.",
      ],
    },
    "adventurous-3": {
      description:
        "Half yoga, half trust: a dim, warm room, one partner pressing up through the feet into a bridge, the other kneeling to steady the waist. Starbridge looks lovely in low light, and the stillness held between movements turns almost meditative if you breathe with it. Stay within your strength, and lower down the moment a back asks.",
      steps: [
        "Light a few candles on a shelf above head height, as you might for an evening yoga session, and dim the rest.",
        "The partner who will bridge lies down with feet flat and knees up; the kneeling partner stays within easy reach, palms ready to steady the waist.",
        "On an out-breath, the lying partner pushes through the feet and raises their hips into a bridge.",
        "The kneeling partner takes some of the weight, and you both hold still for a breath, admiring the shape in the glow.",
        "Roll back down slowly, from the shoulders to the hips, whenever either of you is ready.",
      ],
    },
    "adventurous-5": {
      description:
        "Shoulders on floor cushions, head tipped back off the bed's edge: the partner lying back ends up exactly where candles must never be, so keep every flame high and on the far side of the room. From that upside-down view, the lit ceiling and the partner above feel dreamlike, and the rush of the Waterfall softens into something slower. Stay only a few minutes and sit up gently.",
      steps: [
        "Put the candles on a high shelf across the room, and make sure nothing burning sits anywhere near the floor by the bed.",
        "Pile soft cushions on the floor beside the mattress.",
        "One partner lies back and eases down until their shoulders rest on the cushions, gazing up at the candlelit ceiling.",
        "The other kneels or sits astride on the bed above, keeping one hand steadily on their partner.",
        "After a few minutes, help them sit up slowly, and give the rush a moment to settle before you carry on.",
      ],
    },
    "adventurous-6": {
      description:
        "A leg on your partner's shoulder, the other stretched long, then a tap on the knee and a slow switch: the rhythm of Bamboo Split is a little ceremonial, and a room lit only by flames suits it. It draws on old texts and tonight feels as though it belongs to them, unhurried and curious. Stretch only as far as feels good; dim light is no reason to push.",
      steps: [
        "Light candles on a dresser or in a safe fireplace, perhaps something with a faint scent of sandalwood.",
        "Settle one partner flat on the mattress and the other upright on their knees at their feet.",
        "Lift one leg to the kneeling partner's shoulder while the other leg stays stretched along the bed.",
        "Agree on a signal, such as a tap on the knee, and swap legs slowly each time it comes.",
        "Lower the raised leg whenever you like and lie together stretched out in the glow.",
      ],
    },
    "adventurous-7": {
      description:
        "The dinner changes course: plates cleared, the candles carried from the table to a sideboard, a blanket folded over the edge. That move matters, because the partner lying back across the Butterfly Table needs a bare surface with nothing burning on it. Then the standing partner steps in face to face, and the pace turns slow and indulgent, the washing-up forgotten till morning.",
      steps: [
        "When dinner is over, move the candles to a sideboard or windowsill and clear everything else from the table.",
        "Check the table is solid and does not rock, then fold a blanket over its edge.",
        "One of you reclines across the blanketed edge, feet lifted or braced against your partner.",
        "The standing partner steps in close, hands on their partner's waist or laced with theirs, and sets a slow pace.",
        "Blow out the candles together once you have tidied up, or leave the washing-up for the morning.",
      ],
    },
    "adventurous-8": {
      description:
        "Sorting out whose knee goes where is half the fun in half-light, and the glow catches every grin while you do it. Pretzel Twist keeps your faces turned towards each other throughout, one partner on their side, the other kneeling astride the lower leg with the upper one wrapped round their waist. Go slowly and laugh. Keep candles clear of the bed, since a tangle can roll.",
      steps: [
        "Light candles on a table clear of the bed, and let your eyes adjust before you start sorting out limbs.",
        "Whoever goes underneath curls onto one side with a pillow tucked in; the other kneels to straddle the lower leg, facing in.",
        "From below, wind your top leg around the kneeling partner's waist to draw them in.",
        "Find the angle between you slowly, with plenty of laughing, then the kneeling partner sets a gentle pace.",
        "Keep your faces turned towards each other; in this light, half the pleasure is watching each other smile.",
      ],
    },
    "mixed-1": {
      description:
        "Sway to a song, or to nothing at all, and drift closer as the flames settle: candlelight is where slow dances belong. Last Dance is upright and turning, one foot perhaps lifted to a low step or the bed frame, so give the candles a wide berth and clear the floor first. When the music ends, keep swaying in the quiet for a while.",
      steps: [
        "Place candles around the edges of the room, up high on shelves rather than at floor level, and put on a slow song.",
        "Stand close, arms around each other's waists, and sway until you find a shared rhythm.",
        "Even out a height difference with a sturdy step for the shorter partner or a little bend in the taller one's knees.",
        "When the mood shifts, one partner rests a foot on the bed frame to bring you closer still.",
        "Let the song end and keep swaying in silence for a while before you blow out the candles.",
      ],
    },
    "mixed-2": {
      description:
        "Each of you looks up at a different patch of candlelit ceiling, heads at opposite ends of the bed, legs interlaced in the middle, reaching across for a hand. Crossed Paths is unhurried and sensual already; in this light it becomes a long, lazy conversation in the dark. With your heads so far apart, check that neither pillow sits near a bedside candle.",
      steps: [
        "Set the candles on a dresser at the foot of the room, not on a bedside table where a pillow might end up.",
        "One partner lies on their back and the other on their side, your bodies angled across the bed.",
        "Interlace your legs scissor-fashion so you meet in the middle, heads well apart.",
        "Reach across for each other's hands and use them to pull closer and keep a rhythm.",
        "Rock gently, talking softly while you watch the light move, and change the angle whenever one of you likes.",
      ],
    },
    "mixed-3": {
      description:
        "Something about Side Saddle belongs in a period drama: the rider sitting sideways with legs folded to one side, turning a little to catch the light on their profile while the partner lying back watches. By candlelight it runs slower and more graceful, with a mischievous edge, and dressing up only helps. Turning sideways shifts your balance, so keep a steadying hand down.",
      steps: [
        "Set candles on the side of the room the rider will face, comfortably far from the bed.",
        "With one of you flat out and knees a little raised, the other climbs astride, then swivels so both legs fold towards the candles.",
        "Rider, plant a hand on the mattress beside your partner to stay balanced.",
        "Set the rhythm yourself, turning a touch further towards the light or back towards your partner to change the feel.",
        "When you want a rest, swing back round to face your partner and stretch out along them.",
      ],
    },
    "mixed-4": {
      description:
        "A candle on each side of the bed completes the picture: two faces lit alike, two shadows thrown in opposite directions. Leaning back on your hands in Mirror Recline, legs interlaced, the distance between you is the game, with plenty of looking and slow, shared pushes. Keep candles off the bed entirely: with hands planted behind, it is easy to reach back blindly.",
      steps: [
        "Place a candle on a table at either side of the bed, each well out of reach of where your hands will land.",
        "Sit facing each other with legs interlaced, close enough that your knees touch.",
        "Both tip back onto your palms, elbows unlocked, and take a long look at each other.",
        "Push gently against each other in turn, letting a small rhythm build between you.",
        "When your arms tire, sit forward into a hug, faces close together in the glow.",
      ],
    },
    "mixed-5": {
      description:
        "Arms folded along the backrest as if gazing at a city at night, the front partner can have something real to look at: candles on a shelf or sideboard beyond the sofa, out of arm's reach and clear of curtains. Behind them, the other kneels or stands close, and the living-room spontaneity of Sofa Skyline turns softer and slower. Swap afterwards so each of you gets the view.",
      steps: [
        "Set candles on a shelf or sideboard that the front partner will face, beyond the backrest and clear of curtains.",
        "One partner kneels on the seat facing the back of the sofa, forearms folded along the top, looking into the light.",
        "Their partner settles in close behind, knees on the seat as well or feet planted on the rug, one arm looped around their waist.",
        "Keep a steady, easy pace; the backrest holds the front partner, so they can relax into the view.",
        "Swap places afterwards, so each of you gets a turn watching the flames.",
      ],
    },
    "mixed-6": {
      description:
        "Two voices in a dark room, hands held across the gap: that is the whole evening, and the easiest T-shape in the book makes room for it. In Compass one partner lies face up and the other across them at a right angle, legs draped over, so you can talk for as long as the candles last while the movements stay small. Set the candles at one compass point, well off the bed.",
      steps: [
        "Choose one wall as north and set the candles on a shelf there, off the bed and away from curtains.",
        "One partner lies on their back with knees bent and head towards the light.",
        "The other lies on their side at a right angle across the bed, close in, and the first drapes their legs over the second's hips.",
        "Hold hands across the gap and move together slowly, talking about whatever comes up.",
        "Once the moving stops, put the candles out and stay tangled in the T for as long as you like.",
      ],
    },
    "mixed-7": {
      description:
        "Each roll turns the room: the glow lands on one face, then the other, then along both your backs as you tip into a spoon. Switchback Flow moves through three shapes, and candlelight slows every change between them, with pauses to see where the light has gone. Rolling means the whole bed is in play, so keep every candle on furniture well away from it.",
      steps: [
        "Light candles on a dresser across the room and clear the bed of books and phones, so there is space to roll.",
        "Begin wrapped up face to face, whoever starts underneath lying back with the other hovering over them.",
        "Still holding on, roll together until the other partner is on top, and pause to notice where the light has moved.",
        "Later, tip over sideways into a spoon, both of you facing the candles.",
        "Take each change slowly and laugh when one goes sideways; the pauses are where this version lives.",
      ],
    },
    "mixed-8": {
      description:
        "Arms circle your waist and words arrive in your ear while you watch a small cluster of flames a stride ahead. The partner in front owns the pace in Front Row Seat, seated in the lap of the one behind with both facing the same way, and the darkness makes every whisper feel nearer. Place the candles a safe stride ahead, beyond the reach of feet.",
      steps: [
        "Put candles on a coffee table a good stride in front of an armchair, or the same distance from the side of the bed if you sit there.",
        "One partner sits back with feet flat on the floor; the other lowers into their lap facing the candles, feet grounded too.",
        "The partner behind wraps both arms around the front partner's waist, hands free to hold, stroke and wander.",
        "The front partner leans forward or back to set the angle and the pace, eyes on the flames.",
        "Whisper as you go, lips close to your partner's ear; the darkness makes every word feel nearer.",
      ],
    },
    "romantic-17": {
      description:
        "It was always going to end up here. Kneeling upright on the bed, one partner holding the other from behind, you make a single tall shape that a few flames on a side table throw large and soft across the wall, and the front partner turns for a kiss with light on one cheek: Twin Candles, finally lit. Keep the flames at the bedside, lower than your shoulders and well out of reach of any arm.",
      steps: [
        "Set three or four candles in holders on a side table a good stride from the bed, then switch off the lamps.",
        "Kneel on the mattress both facing the same way, the glow to one side of you, with a folded duvet under your knees if the bed is firm.",
        "The one behind circles the other's waist with both arms; the one in front lays their hands over the other's.",
        "Sway slowly, and let the one in front turn their head for a kiss whenever the light catches their face just so.",
        "Sink back onto your heels together to rest, and blow the candles out before you lie down.",
      ],
    },
    "romantic-22": {
      description:
        "Level faces make a quiet declaration easy: one of you sitting on the edge of the bed, the other kneeling on a cushion in front, every smile across the gap turned golden by the low light to one side. Bedside Promise asks for little else, and the words come slowly. Since the kneeling partner is down at floor height, keep the candles on a table, never on the floor.",
      steps: [
        "Light a few candles on a side table beside the bed, at least an arm's length from where either of you will be.",
        "One partner sits on the edge of the mattress and leans back on their hands; the other kneels on a thick cushion in front of them.",
        "The partner on the bed wraps their legs round the one kneeling, and you both take a moment just to look at each other in the soft light.",
        "The kneeling partner sets an easy pace with hands on the other's hips, pausing often for a kiss.",
        "When knees ask for a rest, climb up onto the bed together and let the candles burn a little longer while you talk.",
      ],
    },
    "passionate-15": {
      description:
        "A few candles lit on the side table turn an impulse into a plan. Draped over the padded arm of the sofa, head pillowed on a cushion, the partner in front can watch the flames on the side table, while the one standing behind watches the light move along their back. Over the Arm stays bold but unhurried. Candles belong on the table beside the sofa, never on the arm or seat where someone leans.",
      steps: [
        "Clear the side table, set the candles in sturdy holders on it and move any throws or cushions well away from the flames.",
        "The partner in front drapes forward across the sofa's padded arm, hips resting on it, forearms and a cushion on the seat, head resting comfortably.",
        "The partner behind stands close, hands on the front partner's hips, and checks that the position feels good before anything else.",
        "Keep a steady pace, and let the one in front say when to slow down; the candlelight makes it easy to read a turned face.",
        "Come up slowly together, and put the candles out before you move to the bedroom.",
      ],
    },
    "mixed-9": {
      description:
        "Your own private sky: flames set low on a side table fill the ceiling with slow, drifting light, and lying face up, heads side by side, you both get to watch it. Stargazer is the one position where candlelight is a show for two, the partner underneath wrapping both arms round and whispering about the shapes they see. Stand the candles in glass so they cannot tip.",
      steps: [
        "Stand a few candles in glass holders on a bedside table, a safe distance from pillows and covers, and turn off the lamps.",
        "One partner settles face up, head on the pillow; the other stretches out on top of them, also face up, so your heads lie side by side.",
        "The partner on top plants their feet on the bed outside the other's legs, and the one below wraps both arms around their waist.",
        "Move slowly and watch the candlelight play over the ceiling, pointing out shapes to each other.",
        "If the one beneath feels the weight, roll off to the side together and keep watching the light.",
      ],
    },
    "mixed-13": {
      description:
        "Low and sheltered, the whole scene happens at mattress height: both of you kneeling on thick cushions on the floor, the front partner resting chest and forearms on the covers, the glow from a side table spilling over both backs. Bedside Kneel stays restful on the back and very calm. With you both down on the floor, nothing burning may stand there.",
      steps: [
        "Light a few candles on a side table a good stride behind where you will kneel, well above floor level and clear of your feet.",
        "Lay thick cushions on the floor beside the bed and kneel on them, one partner close behind the other.",
        "The front partner rests chest and forearms on the mattress, cheek on the covers, watching the light flicker over the sheets.",
        "The partner behind holds their hips and keeps the rhythm slow and even, checking in now and then with a word.",
        "When you finish, one of you blows out the candles before you both climb into bed.",
      ],
    },
    "adventurous-24": {
      description:
        "An odd piece of furniture becomes a little stage: the rider sits tall astride, the flames light their face from the side, and the partner lying back along the padded bench watches every expression. Feet planted on the floor give Bench Rider firm footing, so the rider can take their time. Place the candles on a table well beyond where either pair of feet might step or slide.",
      steps: [
        "Set the candles on a table a good stride from the bench, then check the bench is steady and well padded.",
        "One partner lies back along the bench, feet flat on the floor either side.",
        "The other sits astride their hips, facing them, feet planted on the floor and hands resting on their chest.",
        "The rider sets the pace from their feet, slow at first, letting the lying partner watch the light on their face.",
        "Climb off carefully, one foot at a time, and take the candles with you when you leave the room.",
      ],
    },
    "mixed-15": {
      description:
        "Switch the television off and this becomes the film night you planned all along. Lounging into the sofa's corner with a leg along the backrest, one partner draws the other to kneel on the seat between their legs, both lit warmly from the side table, and Sofa Recline turns unhurried and cosy. The reclining partner's foot rests on the floor, so keep the candles up on the table, clear of that foot and of the throw.",
      steps: [
        "Turn the television off, light a few candles on a table beside the sofa and fold the throw away from them.",
        "The partner who lounges settles into the sofa's corner against the armrest, one foot down on the floor and a leg along the seat.",
        "The other kneels on the cushions between their legs, a folded towel under the knees if the seat is firm.",
        "Move slowly, faces lit by the candles, and let the reclining partner pull the other closer whenever they like.",
        "Afterwards, curl up together under the throw and watch the flames for a while before blowing them out.",
      ],
    },
    "romantic-20": {
      description:
        "How long will you stay wrapped up? Sitting back on your heels with your partner astride your thighs, chest to chest, the honest answer in Heartwood is longer than you meant. Flames on a side table shrink the room to two faces lit from one side and a slow, firm rocking. Nobody is watching the candles here, so choose jars with lids or flameless ones.",
      steps: [
        "Place candles in lidded jars, or flameless candles, on a side table by the bed and dim everything else.",
        "One of you kneels at the centre of the mattress and sits back on your heels, with a cushion between heels and seat if that helps.",
        "The other settles astride their thighs facing them, knees on the bed, and you wrap your arms around each other.",
        "Rock together slowly, foreheads close, and watch the light move over each other's faces.",
        "When knees or ankles complain, unfold into a sideways cuddle, and put out the candles before you sleep.",
      ],
    },
    "romantic-16": {
      description:
        "Slow kisses, stroked hair, plans made in a murmur: stillness matters more than movement tonight, one partner deep in an armchair and the other curled sideways across their lap, legs over its arm. A few flames on a side table make a small room of light around the Cradle. Keep the table a stride beyond the draped feet, and nothing lit on the chair arm.",
      steps: [
        "Set the candles on a side table a good stride from the armchair, out of reach of feet hanging over its arm, and darken the room.",
        "One partner sits deep in the chair with feet planted; the other curls sideways into their lap.",
        "Rest your back against the supporting arm, legs over the far armrest, and hold on round the neck.",
        "Turn your faces towards each other and let the evening be slow: kisses, stroking, quiet words in the low light.",
        "When a leg goes to sleep, stand, stretch, and blow out the candles before you leave the chair.",
      ],
    },
  },
};

export default written;
