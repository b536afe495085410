import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Down on the floor, the Lotus gets a softer seat and a wall of cushions all around. Whoever sits cross-legged sinks into folded duvets instead of a springy mattress, so the rocking turns steadier and lower, and a throw over both sets of shoulders makes a little tent for two while the rain keeps on outside. Pad well under the seated partner's crossed feet, because a bare floor finds them quickly.",
      steps: [
        "Fold two duvets into a thick square in a warm corner, ring it with cushions, and keep a large throw within reach.",
        "The sitting partner crosses their legs at the centre of the square, with a firm cushion tucked behind their back if it wants support.",
        "Climb onto their crossed legs face to face and let your legs circle their waist loosely, arms meeting across each other's shoulders.",
        "Pull the throw up over both of you like a hood, so only your faces are in the light of the room.",
        "Rock in short, easy movements; the floor has no bounce, so the rhythm stays calm without any effort.",
        "When feet start to tingle, tip sideways together into the cushions and stay wrapped up.",
      ],
    },
    "romantic-2": {
      description:
        "A childhood den, rebuilt for two grown-ups: a heavy duvet over you, cushions banked along your backs, the world shrunk to one warm pocket. Spooning is already the sleepiest shape there is, and on the floor you drift rather than move, with nowhere to be and the winter dark outside. Leave your feet uncovered if either of you runs hot.",
      steps: [
        "Lay a folded duvet lengthways on the floor, add pillows at one end, and keep a second duvet ready to pull over you.",
        "Build a low bank of cushions behind where the back partner will lie, so nobody rolls out of the nest.",
        "Curl up on your sides, both looking towards the cushion wall, with the back partner moulded to the front one's shape and knees nested.",
        "Draw the top duvet up to your shoulders, then let the partner behind set a lazy, rocking pace under the covers.",
        "If it gets too warm, kick the cover down to your waist rather than breaking apart.",
        "Afterwards, stay exactly where you are; the nest was made for dozing off.",
      ],
    },
    "romantic-3": {
      description:
        "Hidden and hushed, like a secret kept under a pile of quilts, one corner of a shared house becomes entirely yours. On a floor nest the partner underneath in the Slow Embrace lies on something firmer than a bed, which many backs prefer, and the partner above has solid ground to lean their forearms on. Slip a folded towel beneath those bent arms, as they carry most of the weight.",
      steps: [
        "Choose a spot away from draughts and spread at least two layers of blanket, with a soft pillow where one head will rest.",
        "The partner below lies back on the layers, knees bent and feet planted, while a throw waits nearby.",
        "The other stretches out over them face to face, resting on bent arms set either side of their partner's shoulders.",
        "Reach the throw over your backs so you are both wrapped in it, arms and legs finding their own way around each other.",
        'Keep the movement slow and low, pausing for kisses and for a quick "all right?" now and then.',
        "If arms grow sore, roll onto your sides and keep the blanket around you.",
      ],
    },
    "romantic-4": {
      description:
        "Whispering after lights-out, as at a sleepover, with the duvet pulled over your heads if you fancy. Lying face to face on your sides, legs woven and one pillow shared, Twin Crescents asks nothing of anyone, and a floor nest built for sprawling lets long talks drift into touch. The floor is firmer on hips, so add an extra layer under each of you.",
      steps: [
        "Lay out the thickest duvet you own, double it over, and add a couple of cushions where your hips will rest.",
        "Lie down on your sides facing each other and share a single pillow, close enough to feel each other's breath.",
        "One of you lifts the upper leg over the other's hip, and your legs wind together.",
        "Pull a blanket over the pair of you, heads too if you want the dark, and hold each other around the back.",
        "Move in small, easy motions, talking in low voices as you go.",
        "Fold the blanket back from your faces whenever the air under it grows stuffy.",
      ],
    },
    "romantic-5": {
      description:
        "No springs to bounce you apart, only a firm, padded surface that keeps the waves slow. Staying flush together is the whole of Tidal Rock, and on a floor nest the rolling rhythm gets a steady base while warmth builds under a quilt on a cold night. Keep the top layer light, because full contact plus heavy duvets gets hot surprisingly fast.",
      steps: [
        "Stack two folded duvets on the floor for a firm, even base, and keep a light quilt to hand rather than a heavy one.",
        "The partner below lies on their back, head on a low pillow, while the other lies over them face to face.",
        "The partner above inches a little further up so you meet from shoulders to feet with no gap.",
        "Pull the quilt over your backs, then move as one in a rolling, tide-like rhythm instead of drawing apart.",
        "Let the swell build gradually, and push the quilt aside the moment either of you feels too warm.",
      ],
    },
    "romantic-6": {
      description:
        "Solid ground instead of a wobbly mattress makes a tall embrace feel steadier, though knees need real padding beneath them. Kneel on a doubled duvet rather than loose cushions, which slide apart, and drape a blanket across both shoulders: the Kneeling Vow turns cosier and more private, a good place to say something that matters, or to say it again. Sit back onto your feet whenever your knees ask.",
      steps: [
        "Fold a duvet into a firm, thick pad on a rug, pushing loose pillows to the edges where they cannot slip underneath you.",
        "Kneel upright on the pad facing each other, knees slightly apart for a stable base.",
        "Shuffle in close, wrap your arms around each other's back, and drape a blanket over both your shoulders like a cape.",
        "If one of you is taller, that partner widens their knees a little so your faces meet level.",
        "Sway and move slowly, holding each other steady; the floor will not tip you.",
        "When knees tire, lower yourselves together into the cushions and carry on lying side by side.",
      ],
    },
    "romantic-7": {
      description:
        "The film is still playing, but nobody is watching any more. Instead of a headboard, the partner behind leans against the front of the sofa or a tower of cushions, and the one in front reclines into them with a blanket across both sets of legs; Hearthside on the floor really does feel like curling up by a fire. A cushion behind the back keeps the partner behind comfortable for longer.",
      steps: [
        "Push a pile of cushions against the front of the sofa or a wall, and lay a thick duvet on the floor in front of it.",
        "The partner behind sits back into the cushions, legs stretched out along the duvet.",
        "Their partner slides in between those outstretched legs, back turned to them, and sinks back until the two of you fit together.",
        "Spread a throw over both your legs, so the partner behind can hold, stroke and wander underneath it.",
        "Let the partner in front guide small, slow shifts, and top up the cushions if anyone starts to slide down.",
      ],
    },
    "passionate-1": {
      description:
        "Slipping away from a party to a hideaway of your own has the same playful, slightly rebellious feel. The partner underneath lies back into pillows while the rider kneels astride on a thick layer of duvet, still setting the pace of Moonrise, perhaps with a blanket around their shoulders like a cloak. The rider's knees meet the floor's firmness, so double the padding there.",
      steps: [
        "Spread two duvets, one folded on top of the other, and scatter pillows at the head end.",
        "The partner below lies back with their head well cushioned and a throw within reach.",
        "The rider kneels astride them, knees on the thickest part of the padding, and sits up tall.",
        "Wrap the throw around the rider's shoulders if the room is cool, and let them choose every change of speed and angle.",
        "The partner lying back can rest their hands on the rider's hips for balance and connection.",
        "Afterwards, the rider slides down alongside and you both burrow under the covers.",
      ],
    },
    "passionate-2": {
      description:
        "Somewhere soft to land changes a bold mood without taming it. On the floor, the partner in front can sink low onto bent arms and bury their face in a heap of pillows, while the one behind has steady ground under their knees, and Wild Tide swings happily between daring and snug. Check the padding under all four knees before you begin.",
      steps: [
        "Build the nest with a firm folded duvet as the base and a tall heap of pillows at one end.",
        "The partner in front kneels facing the pillows and leans forward, resting on hands or sinking onto bent arms in the heap.",
        "The other kneels close behind on the same duvet, choosing whether their knees go inside or outside for steadiness.",
        "Keep hands on your partner's waist or shoulders, and say aloud how fast you both want to go.",
        "The partner in front can rock back to lead, or collapse forward into the pillows for a breather.",
      ],
    },
    "passionate-3": {
      description:
        "Firm ground stops the partner lying back from sinking, and a cushion under their hips can ease the angle. That is why High Tide, with its call for flexibility, sits well in a floor nest: the kneeling partner gets solid footing for a slower, more deliberate pace, and the intensity comes wrapped in soft things. Keep a blanket close for the partner lying down, whose legs are raised and uncovered.",
      steps: [
        "Lay a doubled duvet on the floor and keep a small, firm cushion and a throw beside it.",
        "The partner who will raise their legs reclines on the layers, a pillow beneath them and the firm cushion slid under their hips if it helps.",
        "Their partner kneels facing them on the firmest layer, weight settled back so nothing wobbles.",
        "The partner lying back lifts their legs and rests the lower part of each leg on the other's shoulders, only as high as feels easy.",
        "Start slowly and adjust the angle together; pull the throw over the lying partner if they feel a chill.",
        "Lower the legs whenever you like and curl up together in the nest.",
      ],
    },
    "passionate-5": {
      description:
        "Facing away towards the far end of the nest, the rider gives the whole thing a cheeky, hide-and-seek feel. The partner lying back in Turned Horizon rests in deep pillows with both hands free to trace the rider's back, and the rider kneels on soft layers, leaning forward onto cushions whenever they want support. Keep knees on the doubled duvet, never on a loose pillow that can skid.",
      steps: [
        "Arrange a thick base of duvets on the floor, with extra pillows at both ends of the nest.",
        "One partner lies back on the base, head propped, legs together or a little apart.",
        "The other kneels astride them facing their feet, knees planted on the firm layers.",
        "The rider can lean forward onto a pile of cushions placed in front of them, or back towards their partner's shoulders, to find the angle.",
        "Take it slowly at first while the rider leads; the partner lying back can draw lazy lines down the rider's back.",
      ],
    },
    "passionate-6": {
      description:
        "Velvet Press already feels like being covered by a warm blanket; in a floor nest, there is a real one on top as well. The partner face down sinks into soft layers with a pillow to hug, while the partner above rests on bent arms and knees with a duvet over you both, heavy, hushed and slow through a lazy Sunday. Firm ground helps the one underneath breathe easily, but keep covers clear of both faces.",
      steps: [
        "Make a deep nest with two duvets underneath and a lighter one for the top, plus a pillow to hug.",
        "One partner lies face down on the layers, head turned to one side on the pillow and arms relaxed.",
        "Their partner lies along them from above, weight held up on arms and knees, face close beside the pillow.",
        "Pull the top duvet over your shoulders so only your heads peek out.",
        "Move in small, slow motions, with a squeeze of the hand as your check-in signal.",
      ],
    },
    "passionate-8": {
      description:
        "Lean too far, and you tip into cushions rather than off the side of a bed. A floor nest lowers the stakes of the balancing act in Leaning Moon: the partner lying back bends their knees as a backrest, and an advanced position turns showy but giggly, with no pressure to get it right. Brace hands on knees or on firm floor padding, since soft pillows give way under weight.",
      steps: [
        "Spread a firm, doubled duvet and build a low wall of cushions behind where the rider will lean.",
        "The partner lying down settles on their back and bends their knees, feet flat on the padding.",
        "The rider kneels astride facing them, upright at first, and finds a steady rhythm.",
        "Leaning back slowly, the rider braces on their partner's knees or on the firm layer beneath, not on a squashy pillow.",
        "Keep every movement small, and sit upright again whenever arms or balance need a rest.",
      ],
    },
    "adventurous-3": {
      description:
        "A mattress can make a lift feel mushy; the floor gives the bridging partner firmer ground while a nest still cushions their shoulders. From a stable base, the kneeling partner supports the waist, and Starbridge stays athletic while the den around you keeps it soft and silly, much like a yoga session that lost its way. Plant feet on a flat, non-slip layer such as a folded rug, as loose throws slide.",
      steps: [
        "Lay out a flat rug or folded blanket for the feet and a thicker pile of duvets and pillows for the head and shoulders.",
        "One partner lies back with knees bent and feet set flat on the firm part, shoulders on the softer layers.",
        "The other kneels close in front of them on the padding, hands ready at the waist.",
        "Pressing through their feet, the lying partner raises their hips into a bridge, with the kneeling partner taking some of the weight.",
        "Hold it only as long as it feels strong, then lower down slowly into the cushions together.",
      ],
    },
    "adventurous-6": {
      description:
        "Cosy muscles loosen more willingly, and on a warm floor nest the outstretched leg lies along soft blankets. Bamboo Split is a gentle stretch with a rhythm of swapping legs, and here the kneeling partner has steady, unbouncy footing to pace the swaps, so it feels playful rather than acrobatic after a long walk or a lazy bath. Warm up properly first, and never chase height on a chilly floor.",
      steps: [
        "Lay two duvets flat in a warm room, with a pillow at one end and a blanket nearby.",
        "One partner lies on their back on the layers; the other kneels facing them.",
        "The lying partner raises one leg onto the kneeling partner's shoulder and lets the other stretch out along the blankets.",
        "At a moment you agree on, swap legs slowly, the raised one coming down as the other goes up.",
        "Only lift as high as feels good, and tuck the blanket over the resting leg if it gets cold.",
      ],
    },
    "adventurous-8": {
      description:
        "Room to sprawl, and no edge to slide off. The partner on their side rests into piled pillows, the kneeling partner straddles the lower leg on a thick fold of duvet, and your faces stay turned towards each other throughout; Pretzel Twist in a nest is an experiment full of laughter. Pad the kneeling spot generously, since one blanket is not enough.",
      steps: [
        "Spread a wide nest with a doubled duvet in the middle, where the kneeling partner will be.",
        "The partner who will stay low curls onto one side and props their head up until the neck feels easy.",
        "The other kneels astride their lower leg, facing them, knees on the thickest padding.",
        "From the pillows, the side-lying partner hooks their top leg around the other's waist and draws them in.",
        "Work out the angle together, laughing if needed, then let the kneeling partner set a gentle pace.",
      ],
    },
    "mixed-2": {
      description:
        "Every duvet in the house, laid end to end: lying at an angle with heads far apart needs a wide nest. Once your legs are interlaced, Crossed Paths becomes the laziest kind of den, each of you propped on your own pillow and holding hands across the middle through a long, unhurried afternoon. Tuck a cushion under the side-lying partner's waist to spare their hip.",
      steps: [
        "Lay two or three duvets side by side to make a broad nest, with a pillow at each end.",
        "Face up for one of you and side-lying for the other, set your bodies at an angle like an open pair of scissors.",
        "Interlace your legs so you meet in the middle, heads resting on separate pillows.",
        "Reach for each other's hands and pull gently to keep a slow rocking rhythm.",
        "Shift the angle until it feels right, and draw a throw over your legs when you slow down.",
      ],
    },
    "mixed-3": {
      description:
        "Elegance without the wobble: sitting sideways with legs tucked, the rider can rest a hand on a firm cushion rather than a bouncing mattress. The partner underneath lies back in soft layers with a view of the rider's profile, and Side Saddle stays mischievous and relaxed through a playful evening in. Put a bolster alongside the rider's folded legs so hips and knees stay supported.",
      steps: [
        "Pile duvets into a firm nest and set a bolster or a tightly rolled blanket along one side.",
        "One partner lies back with knees slightly bent, head on a pillow.",
        "The other sits astride, then turns sideways, folding their legs towards the bolster.",
        "Lean on a hand planted on the firm padding, or on your partner's shoulder, to stay balanced.",
        "The rider leads, swivelling slightly one way or the other to alter the sensation, and slides off into the cushions when done.",
      ],
    },
    "mixed-4": {
      description:
        "A tower of cushions behind each of you can replace the hands you usually lean on. Freed arms can reach, and the small shared movements of Mirror Recline last longer without tiring anyone, the distance between you a cosy, teasing game played facing each other across your own little den. If you stay on your hands, plant them on firm padding.",
      steps: [
        "Build two stacks of cushions facing each other, about a body's length apart, on top of a folded duvet.",
        "Sit between the stacks, face to face, and interlace your legs so you are close together.",
        "Lean back into your cushions, or onto your hands if you prefer, arms straight but not locked.",
        "Move slowly, each pressing gently towards the other to build a shared rhythm.",
        "Whenever you want more closeness, sit up into an embrace and pull a throw around you both.",
      ],
    },
    "mixed-6": {
      description:
        "A wide patchwork of duvets and cushions on the living-room floor works best, square rather than long, because your bodies make a T. One of you lies face up, the other across on their side with legs draped, and the Compass, chatty and unhurried, can stay laid out on those soft layers for ages. Keep a pillow under the side-lying partner's head so their neck stays level.",
      steps: [
        "Lay out duvets in a broad square, at least as wide as you are tall, with pillows for two heads.",
        "One partner lies on their back in the middle, knees bent.",
        "The other lies on their side across them at a right angle, close in, head on a pillow of their own.",
        "Whoever is face up lets their legs rest across the other's hips; then find each other's hands over the corner of the T.",
        "Move together in small, slow motions, talking and laughing, with a throw pulled over the place where you cross.",
      ],
    },
    "mixed-7": {
      description:
        "Tumbling off the bed stops being a worry when there is only more blanket. Begin face to face, tip over until the other partner is above, then end in a spoon under a duvet: Switchback Flow is all rolls and transitions, and on the floor every change is softened by piles of cushions, silly, warm and deeply affectionate. Clear anything hard from the edges of the nest first.",
      steps: [
        "Build a nest wide enough to roll across twice, and move mugs, lamps and remotes well out of the way.",
        "Start out facing each other, one partner reclining while the other hovers above, propped on both arms.",
        "Holding tight, tumble over as a pair until the positions swap, letting the cushions catch you.",
        "After a while, roll once more onto your sides and settle into a spoon.",
        "Pull the duvet over you for the final stretch, and take every transition slowly.",
      ],
    },
    "romantic-9": {
      description:
        "Closed Petals is all about being gathered in, and a nest on the floor adds a roof to that feeling. The partner lying back keeps their ankles together on a firm bed of folded duvets, the one above settles over them with knees outside, and a throw drawn over both backs shuts the room out. A den for a grey Sunday. Put a folded towel under the upper partner's forearms, since the floor pushes back harder than a mattress.",
      steps: [
        "Fold two duvets into a long, even pad on the floor, add a low pillow at one end and keep a throw beside it.",
        "One partner lies back on the pad, legs long and ankles close, head resting on the pillow.",
        "Their partner settles on top, propped on both forearms, knees resting on the duvet either side of the other's legs.",
        "Reach back for the throw and pull it across your shoulders so the two of you are tucked under one cover.",
        "Move in small, rolling waves beneath it, and lift the edge for air whenever the nest gets warm.",
      ],
    },
    "romantic-12": {
      description:
        "A heavy duvet settles over you both like a tide coming in. The partner in front lies half on their front with a knee drawn up onto a soft bolster, the other curls close behind on their side, and since Harbour already asks for pillows, a floor nest simply gives it more, kind during pregnancy and through long, drowsy evenings. Build the hip and knee cushions first, before anyone lies down.",
      steps: [
        "Spread a thick duvet on the floor and gather every spare pillow: one to hug, one for the bent knee, one for behind.",
        "The partner in front lies on their side, rolls partway onto their front and hugs a pillow under their head.",
        "Draw the upper knee forward onto its own cushion, leaving the lower leg long and easy.",
        "The other lies down close behind on their side, an arm round their partner's waist and a leg over the straight one.",
        "Pull a second duvet over you both and keep the rhythm slow enough to doze into.",
      ],
    },
    "romantic-13": {
      description:
        "Camping indoors with the one person you would choose, rain on the window, nothing planned. The partner on their back rests on a soft pile of duvets while the other lies alongside, facing them, one bent knee drawn over their hips, a blanket pulled up over you both; Nestle on the floor is a place for long conversations. A cushion under the side-lying partner's head saves their neck from the hard floor.",
      steps: [
        "Lay a doubled duvet in a quiet corner, with one pillow for the partner on their back and a firm cushion for the one beside them.",
        "One of you lies face up; the other curls on their side right next to them, head near their shoulder.",
        "The partner on their back bends their near knee and lays it across the other's hip.",
        "Draw a blanket over the two of you and rest an arm across your partner's chest underneath it.",
        "Talk, stroke faces and move only as much as feels lazy; the nest will still be here in an hour.",
      ],
    },
    "mixed-11": {
      description:
        "Swaying is gentler on a firm floor than on springs. The partner on their side faces away, the other lies back behind them at an angle, and that top leg swings back over their hips in Hammock while a soft throw covers you both from the waist down, an afternoon with nothing planned. Tuck a cushion under the reclining partner's head.",
      steps: [
        "Make a wide nest on the floor from a duvet and a few cushions, with a light throw close by.",
        "One partner lies on their side, facing away, head on a cushion.",
        "The other lies on their back behind them, turned at roughly forty-five degrees, and shuffles in until your hips touch.",
        "The partner on their side hooks their top leg back across the other's hips, and you flick the throw over your legs.",
        "Rock in slow, drifting swings, a hand on your partner's waist, and let it fade into a nap.",
      ],
    },
    "adventurous-14": {
      description:
        "Wall Legs already lives on the floor, so building a blanket nest at the foot of the wall makes it softer and far more inviting. The partner below lies on a thick pad of duvets with a pillow under the hips and both legs resting straight up the wall; the other kneels astride, hands flat on the wall. A throw over the lower half keeps bare skin warm. Come out slowly, rolling sideways into the cushions.",
      steps: [
        "Push a duvet, folded double, against a clear stretch of wall and scatter cushions around the edges for rolling into later.",
        "Place a firm pillow on the pad, then one partner lies face up with their hips on it, close to the wall.",
        "Rest both legs straight up the wall, and let the other kneel astride the hips, facing the wall, hands flat either side.",
        "Spread a throw across both your laps and legs so the warmth stays in.",
        "When the legs have had enough, bend the knees and tip sideways into the cushions together.",
      ],
    },
    "mixed-25": {
      description:
        "Shell is the most sheltering of arrangements, and a blanket nest finishes the job. The front partner kneels and sinks forward onto their forearms in a bank of cushions, the other curls over them from behind, and a duvet thrown over both backs makes a second shell on top of the first. Quiet, wrapped up and private on a cold night. Pad both sets of knees well, because the floor is unforgiving.",
      steps: [
        "Fold a duvet thickly on the floor for four knees and pile soft cushions at the front for forearms and a cheek.",
        "One partner kneels and folds forward into the cushions, hips sitting partway back.",
        "The other kneels behind, knees outside theirs, and curls forward until chest rests lightly on back.",
        "Pull a second blanket over both of you, head to hips, and wrap your arms around your partner's ribs beneath it.",
        "Rock in small movements and whisper under the cover, keeping your weight on your own knees.",
      ],
    },
    "mixed-23": {
      description:
        "Heartbeat is barely a position at all, more a way of lying close, and a floor nest gives it all the time in the world. The partner on their back stretches out on soft duvets, the other lies on their front between their legs with a cheek over the heart, and a blanket settles across you both. Listen, breathe and let the afternoon go. A firm cushion under the lower partner's head keeps their neck easy for a long stay.",
      steps: [
        "Build a low nest: a folded duvet underneath, a firm cushion for one head, a soft blanket on top.",
        "One partner lies on their back with legs a little apart.",
        "The other lies on their front between those legs and rests their cheek on their partner's chest, right over the heartbeat.",
        "Pull the blanket over the pair of you, and let the partner underneath stroke hair and back beneath it.",
        "Stay as long as it feels good, then simply roll to the side and keep the blanket round you.",
      ],
    },
  },
};

export default written;
