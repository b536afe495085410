import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "The Lotus already keeps your faces a breath apart; by candlelight that closeness becomes the whole room. Sitting wrapped together, you see each other's expressions in soft gold instead of lamplight, and the rocking slows to match the flame. Lovely for an anniversary or any night you want to feel seen. Keep candles on a shelf or dresser, never on the bed, since neither of you will be watching them.",
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
        "Spooning is the sleepiest shape in the catalogue, so the one real risk by candlelight is dozing off with a flame still burning. Curled on your sides and both facing the glow, the partner behind watches light drift across the shoulders in front of them, and the rhythm slows to a drowse. Perfect for a winter evening or the end of a long week. Flameless candles, or a timer on your phone, keep the ending safe.",
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
        "In the Slow Embrace the partner above rests on their forearms, and by candlelight that frame of arms becomes a little room of shadow around two faces. Everything softens: kisses lengthen, the pace eases, and you check in with looks more than words because the light flatters every one. A natural choice for a first night in a new home or making up after a quarrel. Keep the candles low and distant so nobody props an elbow near a flame.",
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
        "Twin Crescents puts you on your sides, nose to nose, and with candles behind one of you the other's face is lit like a crescent moon itself: half gold, half shadow. Nobody carries weight, so you can stay tangled far longer than it takes a candle to burn down a centimetre. Lovely for long talks that turn tender, and for couples who like things equal. Choose unscented candles if perfume in a closed room gives either of you a headache.",
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
        "Tidal Rock keeps you pressed together from shoulders to toes, rolling rather than parting, and candlelight suits that unbroken contact beautifully: the flames stretch and shrink on the ceiling in time with the tide you make together. The pace turns hypnotic, almost meditative. Try it on a quiet Sunday night or when you need to reconnect after time apart. Because you will both be lost in it, stand the candles in glass jars that cannot tip.",
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
        "Kneeling Vow already looks like a promise, and by candlelight it feels like one: two upright figures holding each other, shadows thrown tall on the wall behind. Because this shape asks for balance, dim light matters more here than in a lying position, so give your eyes a minute to adjust and kneel on the firmest part of the bed. Made for anniversaries, renewed vows or a night of saying things out loud. Keep candles well back from any sway.",
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
        "Hearthside was named for the feeling of curling up by a fire, so this is the pairing where it finally gets one. The partner in front reclines against the one behind, both of you facing a row of candles, and the caresses wander as slowly as the flames. A natural for cold nights, rainy weekends or anyone who would rather be held than watched. If you have a real fireplace, use that instead, with the guard firmly in place.",
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
        "Sweetheart Chair already moves you off the bed; by candlelight the chair can stand in the middle of the room like the only seat in a tiny restaurant. The one astride faces the one seated, and the soft light makes that sneaking-away feeling almost theatrical. Good after a dinner at home when you never quite leave the table. Move the chair well away from the candles before you sit, since the one astride cannot see what is behind them.",
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
        "Moonrise gives the partner on top the stage and the partner below the best view, and candlelight turns that view into a portrait: an upright silhouette edged in gold. The rider still sets every tempo, but the glow tends to invite a slower, more deliberate one, with pauses to be admired. Great for confidence, birthdays or a night of showing off a little. Light the candles behind the partner lying down, so the rider is lit rather than dazzled.",
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
        "Wild Tide is the primal one, and candlelight does not tame it so much as give it atmosphere: shadows leap on the wall and the bedroom starts to feel like somewhere older, with stone floors and heavy doors. The partner behind can stay upright and bold, or fold forward to hold and whisper. Good for a night when you want heat without harshness. Keep the flames off any bedside table, since a hand braced forward can easily sweep one over.",
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
        "High Tide keeps faces close and every reaction visible, and candlelight makes that tender: expressions soften, and you read each other by the shine in your eyes instead of a bright lamp. The raised legs still ask for flexibility, so take the first minutes gently and let the slow light set the pace. Lovely for couples who like intensity with plenty of eye contact. Kneeling partner, glance behind before sitting back; candles belong on a shelf, not the floor.",
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
        "Bed's Edge puts one partner across the mattress and the other on their feet, which matters by candlelight: the standing partner is the one moving about a dim room. Clear shoes and cushions off the floor and keep candles where nobody will back into them. Then the glow gives the angle a languid, cinematic feel, slower than usual. A good pick for a hotel room or a night when one of you wants to do the work.",
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
        "Turned Horizon has the rider facing the foot of the bed, so put the candles there: the partner on top looks towards a row of small flames while the one lying back watches light play along the length of their back. A bold position becomes quieter and more private, each of you absorbed in your own view. Lovely when one partner feels shy about eye contact. Leave enough room that leaning forward never brings a face near a flame.",
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
        "In Velvet Press one partner lies face down beneath the other like a warm blanket, so the one underneath sees only the pillow and a flicker on the wall. Candlelight makes that weight feel even more sheltering, and the kisses along neck and shoulders even slower. Ideal for a stressed partner who wants to be covered and cared for. Lying face down, check that breathing stays easy; the one above keeps most of their weight on forearms and knees.",
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
        "Wall Whisper is a standing position, so by candlelight footing comes first: clear the floor and leave enough light that nobody stumbles. Then the wall becomes a screen, one partner's palms flat against it and both your shadows overlapping on the plaster, while the other presses close behind and whispers. The daring stays, but it feels more like a scene from a film than a rush. Keep every flame well away from the wall you are leaning on.",
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
        "Leaning Moon is the showiest of the partner-on-top shapes, the rider arched back and open to the ceiling, and candlelight suits a little showing off. Light from one side sketches the curve of the lean in gold for the partner below. It is also advanced, so move slowly and place your hands by feel, not by guesswork in the dark. For a bold, confident mood or a celebration. Keep flames far beyond a backward hand.",
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
        "Carry Me Home is an expert lift, so candlelight here is first about seeing your feet. Clear the floor, keep candles high and across the room from the wall you lean on, and leave one dim lamp on if shadows hide the ground. Then the lift turns cinematic: one partner swept up, legs around the other's waist, both half-lit and laughing. Keep it short, for a wedding night or big celebration, and stop when a back complains.",
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
        "Wheelbarrow Dare is the silliest thing in the catalogue, and candlelight does not fix that; it adds a lovely contradiction. Romantic light, ridiculous pose, and usually the biggest laugh of the night. Start from the edge of the bed as ever, the front partner's hands on the mattress, and keep candles far from anywhere an arm might flail if it gives way. Perfect for couples who take romance lightly. Keep it short and treat it as an interlude.",
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
        "Starbridge is part yoga, part trust, and candlelight leans into the yoga half: a dim, warm room where the partner lying down lifts into a bridge and the kneeling partner steadies them at the waist. The arch looks lovely in low light, and the stillness between movements turns almost meditative. Breathe slowly, stay within your strength and lower down the moment a back asks. For couples who share a practice or like their evenings athletic but calm.",
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
        "Waterfall tips the partner lying back off the bed's edge until their shoulders rest on floor cushions, exactly where candles must never be. Keep every flame high and on the far side of the room. From that upside-down view, the lit ceiling and the partner above feel dreamlike, and the rush of the angle softens into something slower. Try it when you feel adventurous, but stay only a few minutes and sit up gently.",
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
        "Bamboo Split draws on old texts, and candlelight makes it feel as if it belongs to them: lying back, one partner rests a leg on the other's shoulder, keeps the other long, and switches at an agreed moment. The gentle stretch and the alternating rhythm suit a room lit only by flames, unhurried and a little ceremonial. Good for curious couples exploring flexibility together. Stretch only as far as feels good; dim light is no reason to push.",
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
        "Butterfly Table already has the thrill of an unexpected room, and candlelight on a dining table turns that room into the scene of a dinner that changed course. Clear the table first, plates and candles both: move the flames to a sideboard, because the partner lying back across the edge needs a bare, blanket-covered surface. The standing partner meets them face to face, and the pace turns slow and indulgent. Perfect after an anniversary meal at home.",
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
        "Pretzel Twist is a cheerful tangle: one partner on their side, the other kneeling astride the lower leg with the upper one wrapped around their waist. Candlelight turns the tangle tender, because your faces stay turned towards each other and the glow catches every grin. Sorting out limbs in half-light is half the fun, so go slowly and laugh. Good for playful couples and silly date nights. Keep candles clear of the bed, since a tangle can roll.",
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
        "Last Dance is a slow dance first, and candlelight is where slow dances belong. Standing face to face and swaying to a song, or to nothing at all, you drift closer as the flames settle, one foot perhaps lifted to a low step or the bed frame. Because you are upright and turning, give the candles a wide berth and clear the floor. Ideal for an anniversary, a wedding night or a kitchen-table evening that ran late.",
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
        "Crossed Paths puts your heads far apart while your legs interlace in the middle, so each of you looks up at a different patch of candlelit ceiling and reaches across for a hand. It is an unhurried, sensual shape, and by candlelight it becomes a long, lazy conversation in the dark. Great for couples who like to talk while they touch. With your heads at opposite ends of the bed, check that neither pillow sits near a bedside candle.",
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
        "Side Saddle has a certain elegance, the rider sitting sideways across their partner with legs folded to one side, and candlelight suits it like a period drama. The rider turns a little to catch the light on their profile while the partner lying back watches. It runs slower and more graceful than usual, with a mischievous edge. A fun pick for dressing up or a night of gentle teasing. Turning sideways shifts your balance, so keep a steadying hand down.",
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
        "Mirror Recline sets you face to face, leaning back on your hands like reflections, and a candle on each side of the bed completes the picture: two faces lit alike, two shadows thrown in opposite directions. The distance between you becomes the point, with plenty of looking and slow, shared pushes. A lovely game of anticipation for a date night in. Keep candles off the bed entirely: with hands planted behind, it is easy to reach back blindly.",
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
        "Sofa Skyline has the front partner kneeling on the cushions, arms folded along the backrest as if gazing at a city at night. By candlelight you can give them something to gaze at: candles on a shelf or sideboard beyond the backrest, out of arm's reach and clear of curtains. The partner behind kneels or stands close, and the living-room spontaneity turns softer and slower. Lovely on a winter evening when neither of you can face the stairs.",
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
        "Compass is the easy T-shape, one partner face up and the other lying across at a right angle with legs draped over, and it was made for chatting. Candlelight makes the chat the centrepiece: two voices in a dark room, hands held across the gap, movements slow and small. Perfect for new couples still learning each other, or long-time ones who want to talk like new. Set the candles at one compass point, well off the bed.",
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
        "Switchback Flow moves through three shapes, face to face, a roll so the other partner is on top, then a spoon, and by candlelight each roll turns the room: the glow lands on one face, then the other, then along both your backs. The transitions slow down to match. A sweet choice for a long evening with nowhere to be. Rolling means the whole bed is in play, so keep every candle on furniture well away from it.",
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
        "Front Row Seat gives the one in front a view, and candlelight gives them something worth looking at. Seated in the lap of the partner behind, both facing the same way, they watch a cluster of flames while arms circle their waist and words arrive in their ear. The pace belongs to them, slow and deliberate. Ideal for a partner who loves being held and whispered to. Place the candles a safe stride ahead, beyond the reach of feet.",
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
        "Twin Candles was always going to end up by candlelight. Kneeling upright together on the bed, the partner behind holding the one in front, you make one tall shape, and a few flames on a side table throw it large and soft across the wall. The front partner turns for a kiss over the shoulder with light on one cheek. Keep the flames at the bedside, lower than your shoulders and well out of reach of any arm.",
      steps: [
        "Set three or four candles in holders on a side table a good stride from the bed, then switch off the lamps.",
        "Kneel on the mattress both facing the same way, the glow to one side of you, with a folded duvet under your knees if the bed is firm.",
        "The one behind circles the other's waist with both arms; the one in front reaches back and links hands behind their neck.",
        "Sway slowly, and let the one in front turn their head for a kiss whenever the light catches their face just so.",
        "Sink back onto your heels together to rest, and blow the candles out before you lie down.",
      ],
    },
    "romantic-22": {
      description:
        "Bedside Promise brings your faces level, one partner sitting on the edge of the bed and the other kneeling on a cushion on the floor, and candlelight makes that level gaze the centre of the evening. With the glow low and to one side, every smile across the gap turns golden. Good for a quiet declaration or a reconciliation. Since the kneeling partner is down at floor height, keep the candles on a table, never on the floor.",
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
        "Over the Arm is an impulsive living-room position, and a few candles lit on the side table turn impulse into a plan. The partner in front drapes over the padded sofa arm, head pillowed on a cushion, while the one behind stands and watches the light move along their back. Bold but unhurried. Candles belong on the table beside the sofa, never on the arm or seat where someone leans.",
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
        "Stargazer has you both lying face up, one partner on top of the other, heads side by side and eyes on the ceiling, which makes it the one position where candlelight is something to watch together. Set the flames low on a side table and the ceiling fills with slow, drifting light, your own private sky. The partner underneath wraps both arms round and whispers about what they see. Stand the candles in glass so they cannot tip.",
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
        "Bedside Kneel rests the front partner's chest and forearms on the mattress while you both kneel on cushions on the floor, and by candlelight it becomes a low, sheltered scene. Stand the candles on a side table a stride behind you, so their glow spills over both your backs and onto the covers. Restful on the back and very calm. With you both down on the floor, nothing burning may stand there.",
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
        "Bench Rider lifts one partner along a padded bench and seats the other astride, both with feet on the floor, and candlelight turns that odd piece of furniture into a little stage. The rider sits tall, the flames light their face from the side, and the partner lying back watches every expression. Firm footing means the rider can take their time. Place the candles on a table well beyond where either pair of feet might step or slide.",
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
        "Sofa Recline is a film night that changed its mind; by candlelight it is the film night you planned all along. One partner lounges into the corner of the sofa with a leg along the backrest, and the other kneels on the seat between their legs, both lit warmly from the side table. Unhurried and cosy. The reclining partner's foot rests on the floor, so keep the candles up on the table, clear of that foot and of the throw.",
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
        "Heartwood seats one partner on their heels and the other astride their thighs, chest to chest, and candlelight suits how long you will want to stay wrapped up. With flames on a side table, the room shrinks to two faces lit from one side and a slow, firm rocking. A good choice for an anniversary or a first night in a new place. Nobody is watching the candles here, so choose jars with lids or flameless ones.",
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
        "Cradle is more about closeness than movement, one partner deep in an armchair and the other curled sideways across their lap, legs over the chair's arm, and candlelight suits that stillness perfectly. A few flames on a side table nearby make a small room of light around the chair. Slow kisses, stroked hair, plans made in a murmur. Keep the table a stride beyond the draped feet, and nothing lit on the chair arm.",
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
