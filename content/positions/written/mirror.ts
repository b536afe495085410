import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Turn your heads together and there you are: not one face but the whole shape you make, wrapped and rocking. With a mirror set beside the bed, the face-to-face Lotus gains a second view, and sideways glances bring a shy, delighted kind of laughter while the pace stays slow. Few couples ever see themselves as a pair like this. Keep the mirror steady against a wall, well clear of knees and elbows.",
      steps: [
        "Stand a full-length mirror against the wall beside the bed, angled towards the middle of the mattress, and soften the lights if you prefer.",
        "One of you sits cross-legged, side-on to the mirror; the other climbs into that lap facing them, legs curled around the waist.",
        "Hold each other around the shoulders, and take turns glancing at the reflection before looking back at each other.",
        "Rock in small, easy movements, saying out loud one thing you like about what you see.",
        "When you finish, stay wrapped up and take one last look together before the lights go out.",
      ],
    },
    "romantic-6": {
      description:
        "Two people upright, arms locked around each other, as if caught mid-promise: a mirror at the side of the bed lets you actually see the tall, full-length embrace you have been feeling. Looking sideways while kneeling tests balance, so turn your heads, not your bodies, and keep knees wide. Kneeling Vow turns tender and a little bold, and seeing it is its own confidence boost. A soft mattress helps the knees.",
      steps: [
        "Prop the mirror securely against the wall alongside the bed, so it shows you both side-on from head to knee.",
        "Kneel on the mattress facing each other, knees a little apart for a stable base.",
        "Shuffle in close and hold each other around the back and shoulders; whoever is taller widens their knees to level your heights.",
        "Sway slowly together, stealing looks at the mirror by turning only your heads so your balance stays centred.",
        "Sink down onto your heels together when your knees or balance ask for a rest.",
      ],
    },
    "romantic-7": {
      description:
        "Hearthside is the natural home for a mirror: you both face the same way, so a glass at the foot of the bed shows you exactly as you are, the one behind wrapped around the one in front. The partner behind can finally watch expressions over a shoulder, and the one in front sees how held they look. Slow and affirming. Dim the lamps if that makes it easier.",
      steps: [
        "Lean a full-length mirror securely at the foot of the bed, facing the headboard, and lower the lights to a level you both like.",
        "One partner sits back against pillows at the headboard, legs out; the other sits in front, facing the mirror, and reclines into their arms.",
        "The partner behind rests their chin on a shoulder so both faces share the reflection.",
        "Hands roam slowly from behind while the one in front sets a gentle rhythm, meeting their partner's eyes in the glass.",
        "Before you move, say one kind thing each about what the mirror showed you.",
      ],
    },
    "romantic-8": {
      description:
        "Sneaking off somewhere other than the bed is half the charm; place the chair side-on to a mirror and you get to watch yourselves do it. Faces stay close and eye to eye in the Sweetheart Chair, with a sideways glance now and then to see the whole picture: the chair, the embrace, the grin. Check that neither the chair nor the mirror can slide.",
      steps: [
        "Set a sturdy armless chair on a rug, side-on to a full-length mirror that is fixed or firmly propped against the wall.",
        "The steadier of you takes the chair, sitting deep in it with both soles on the floor.",
        "The other climbs astride, facing them, feet on the floor or the rungs, and you both check that the reflection shows your faces.",
        "Move together while the partner on top sets the pace; catch each other's eye in the mirror, then look back for real.",
        "Climb off carefully, away from the mirror side.",
      ],
    },
    "passionate-2": {
      description:
        "Faces out of view were always the one drawback. A mirror placed in front of the partner on hands and knees solves it: the one behind can watch every expression, and the one in front can look up and meet their gaze. Wild Tide's bold pace often slows into something more intimate once you are seen. Kneel on something soft and keep the mirror well out of reach.",
      steps: [
        "Stand the mirror against the wall at the head or side of the bed, low enough that the partner in front can see their own face in it.",
        "The partner in front kneels and leans forward onto hands or forearms, facing the mirror.",
        "The other kneels in close behind them, hands resting on waist or shoulders, knees set wide enough to feel solid.",
        "Agree the pace aloud and hold each other's gaze in the glass as you move.",
        "When you want the reflection to look like a hug, the partner behind leans forward and wraps both arms around.",
      ],
    },
    "passionate-7": {
      description:
        "Instead of staring at paint, the partner at the wall sees both faces, whispers and all, once a securely fixed mirror hangs there. Wall Whisper can stay close and daring, but now you watch each other react. Because you are standing, never push your weight into the glass: keep palms on the wall beside it unless the mirror is properly mounted.",
      steps: [
        "Choose a wall with a firmly mounted mirror, or place your hands on the wall just to one side of a secured full-length mirror.",
        "One partner stands facing the wall, palms flat at shoulder height, with their face towards the reflection.",
        "The other stands close behind, an arm wrapped around the waist; a sturdy step or bent knees sort out any height gap.",
        "Keep the rhythm steady, whispering into an ear while you watch each other's faces in the glass.",
        "When legs tire, turn around into a hug, backs to the wall, and catch your breath.",
      ],
    },
    "adventurous-8": {
      description:
        "Pretzel Twist looks as funny as it sounds, and a mirror along the side of the bed shows you the knot you have tied yourselves into. Laughter comes first, then real interest in how the angle looks from outside; your faces still turn towards each other, so the glass is a bonus view rather than a distraction. Take your time untangling, and do not twist the neck too far to look.",
      steps: [
        "Prop a full-length mirror securely against the wall beside the bed, so it reflects the whole length of the mattress.",
        "Whoever will be lying down curls onto one side, head pillowed, turned towards their partner rather than the mirror.",
        "The other kneels astride the lower leg, and the partner lying down hooks their upper leg around that waist.",
        "Find your angle, then glance at the reflection together to see the shape you make, laughing as much as you like.",
        "Let the kneeling partner set a gentle pace, and unwind one leg at a time when you are done.",
      ],
    },
    "mixed-1": {
      description:
        "Catching sight of the two of you swaying close turns the bedroom into your own dance studio. With a full-length mirror on one side, Last Dance becomes something you can watch as well as feel, the scene from a film it always resembled. Standing takes balance, so dance on a non-slip floor and glance rather than twist towards the glass.",
      steps: [
        "Put on a slow song, dim the lights and stand a secured mirror to one side of a clear, non-slip patch of floor.",
        "Face each other with arms around the waist, side-on to the mirror, and sway until you find one rhythm.",
        "Watch yourselves for a moment, then turn back to each other; the glimpses are the point, not a fixed stare.",
        "If heights differ, one of you stands on a sturdy step or bends the knees; a foot can rest on the bed frame to bring you closer.",
        "End the song with a dip, or simply a hug, in full view of the reflection.",
      ],
    },
    "mixed-5": {
      description:
        "Prop a mirror where the imagined city would be, and the skyline becomes the two of you. The partner in front, arms folded on the backrest, meets the eyes of the one behind in the glass, and Sofa Skyline turns surprisingly intimate for something so spontaneous. Keep the mirror firmly supported and a blanket on the cushions for grip.",
      steps: [
        "Stand a full-length mirror firmly against the wall just beyond the back of the sofa, angled so the seat is in view.",
        "The partner in front kneels on the cushions, arms folded along the backrest, looking straight into the reflection.",
        "Behind them, the second partner finds a spot, kneeling on the cushions or standing on the rug, and loops an arm around the front partner's waist.",
        "Move at an even pace while the sofa back does the holding up, and meet each other's eyes in the glass.",
        "Finish by sliding down together onto the seat and looking at your reflection, a little dishevelled and grinning.",
      ],
    },
    "mixed-8": {
      description:
        "Front Row Seat earns its name with a mirror opposite the chair: both of you face the glass, the one in front on a lap, the one behind with arms free and a perfect view of their partner's expressions. Watching hands hold and circle, the partner in front sees how cherished they look, and talking as you move comes easily. Keep feet planted and the mirror steady.",
      steps: [
        "Place a sturdy armchair a few steps from a full-length mirror that is secured to the wall, and lower the lights if you like.",
        "One partner sits well back, feet flat on the floor, facing the reflection.",
        "The other sits back into their lap, also facing the mirror, feet planted for balance.",
        "The partner behind wraps their arms around the waist and watches over a shoulder, while the one in front rocks forward or back to set the pace.",
        "Tell each other, out loud, what you liked seeing before you get up.",
      ],
    },
    "romantic-19": {
      description:
        "Mid-promise, arms round each other, one of you kneeling tall with a knee raised and that foot planted beside the other: seen in a mirror beside the bed, The Proposal looks exactly like its name. Sweet, a bit theatrical and very good for laughing at yourselves. Turn only your heads to look, since kneeling balance is easier with the body facing forward.",
      steps: [
        "Stand a tall mirror securely against the wall beside the bed, angled to show the middle of the mattress side-on.",
        "Kneel upright facing each other on something soft, side-on to the mirror.",
        "One partner raises a knee and plants that foot beside the other's hip, like the start of a proposal.",
        "Hold each other round the back and move slowly, stealing looks at the reflection by turning your heads.",
        "Halfway, swap which knee is raised, and take another look to see how the picture has changed.",
      ],
    },
    "passionate-13": {
      description:
        "Usually the partner bent forward over the mattress, forearms and chest down, sees nothing of the one standing behind. A tall mirror beside the bed changes that: they turn a cheek towards it, and suddenly you can read each other's expressions. Foot of the Bed stays simple and spontaneous, and becomes far more connected. Keep the mirror well to the side, out of reach of elbows and feet.",
      steps: [
        "Lean a tall mirror firmly against the wall beside the foot of the bed, angled so it catches the mattress edge.",
        "The front partner stands at the foot of the bed and folds forward from the hips, forearms and chest on the mattress, cheek towards the mirror.",
        "The partner behind stands close, hands on their hips, knees soft.",
        "Meet each other's eyes in the reflection, and use the looks to agree the pace without words.",
        "Swap which cheek rests on the bed if the neck tires, even if that means losing the view for a while.",
      ],
    },
    "passionate-18": {
      description:
        "Grand Armchair was always a little theatrical; a tall mirror standing beside it adds an audience of two. One of you perches forward in the deep chair, legs hooked over both arms, while the other kneels on a cushion before them, and either can glance across to catch the whole scene from the side. Choose a sturdy chair, and pad the kneeling knees well.",
      steps: [
        "Place a tall mirror securely beside the armchair, angled so the person sitting can see the chair side-on.",
        "Lay a thick cushion before the chair to kneel on.",
        "One partner sits right at the front of the seat, leaning back, and drapes one leg over each armrest.",
        "Kneeling on the cushion, the other partner rests both hands on the armrests, and you both steal glances at the mirror.",
        "When the legs tire, lift them down from the arms gently and come together in the chair.",
      ],
    },
    "passionate-21": {
      description:
        "Both facing the same way, you already share one view; a mirror at the side of the bed gives you something to look at together. Turn your heads and there is the whole embrace of Kneeling Lap: arms round a waist, the front partner rising and sinking on the lap of the one kneeling behind. Strong and intimate. Pad the knees well and take turns to rest.",
      steps: [
        "Set a tall mirror firmly against the wall beside the bed, so it shows the middle of the mattress from the side.",
        "One partner kneels and sits back on their heels, side-on to the mirror, a soft layer under the knees.",
        "The other kneels astride their thighs facing the same way and settles back into their lap, back to chest.",
        "The one behind wraps both arms round the other's waist, and you both turn your heads to meet each other's eyes in the glass.",
        "The front partner sets the pace by rising and sinking; rest together on your sides when knees ask.",
      ],
    },
    "adventurous-16": {
      description:
        "From the side, two people astride one bench, leaning back and holding forearms, make a striking shape, and a tall mirror beside the bench lets you see it. One partner's legs rest across the other's thighs so your hips meet, and Saddle Bench stays equal and face to face while the glass adds a dare. Check the bench is long and steady, and keep the mirror a clear step away.",
      steps: [
        "Stand a tall mirror safely against the wall, a step away from the bench and parallel to it.",
        "Sit astride the bench facing each other, a cushion over the padding if it is thin.",
        "One of you lifts their legs over the other's thighs and you shuffle together until your hips meet.",
        "Hold each other's forearms and lean back a little, finding a seesaw rhythm.",
        "Look across at the mirror together now and then, and laugh if the picture surprises you.",
      ],
    },
    "adventurous-26": {
      description:
        "Just by turning a cheek on the sheet, the partner in front, chest low on the bed and arms reaching ahead, gets a view they would otherwise miss. With a tall mirror beside the bed, the one crouching behind, soles flat, sees it too, and Leapfrog turns from playful to watchful and back again. Crouching tires the thighs quickly; kneel down the moment they burn.",
      steps: [
        "Angle a long mirror, propped safely on the bedside wall, so it catches the bed at mattress height.",
        "The front partner kneels and lowers their chest to the bed, arms stretched forward, cheek turned towards the mirror.",
        "Behind them, the other crouches low with soles planted beside the front partner's knees, hands at their hips.",
        "Catch each other's eyes in the reflection and agree pace and height with a look or a word.",
        "When the squatting thighs burn, drop to kneeling and keep going, still watching the mirror.",
      ],
    },
    "mixed-26": {
      description:
        "Rising and sinking on a planted foot, one knee down, the front partner makes a tall, strong shape that is a pleasure to watch, and a mirror beside the bed lets you both do so. The partner behind kneels close with arms round their waist. Lunge becomes a real confidence boost this way. Change feet halfway, and kneel on a soft part of the bed.",
      steps: [
        "Place a tall mirror securely at the side of the bed, showing the mattress side-on from knee to head height.",
        "The front partner half-kneels upright, one knee down and the other foot forward, hands on the raised knee.",
        "The other kneels close behind, both arms round the front partner's waist.",
        "The front partner sets the rhythm on the planted foot, and you both glance across at the mirror between kisses on the neck.",
        "Swap the forward foot halfway, and take a moment to notice how different the picture looks.",
      ],
    },
    "mixed-21": {
      description:
        "How do you fit? Look sideways into a tall mirror and you find out: arms circling a waist, a chin on a shoulder, one of you nestled back into the other's lap on a floor cushion. Reverse Lotus is calm and meditative, and the glass turns that meditation outward for a while. Keep the rocking small, the cushion thick and the mirror a safe step away.",
      steps: [
        "Place a thick floor cushion side-on to a tall mirror that stands firmly against the wall, a step away.",
        "One partner sits cross-legged on the cushion; the other lowers into their lap facing away, legs loosely crossed.",
        "The one behind circles the front partner's waist with both arms, chin resting on a shoulder.",
        "Turn your heads towards the mirror together, and say one thing each that you like about what you see.",
        "Rock in small movements, and stretch the legs out to rest whenever they stiffen.",
      ],
    },
    "romantic-17": {
      description:
        "That kiss over the shoulder has a witness now. Kneeling tall, one behind the other in a full embrace, you can see in a mirror beside the bed the whole shape you make, two upright figures wrapped into one, and Twin Candles turns tender and surprisingly intimate. Turn your heads rather than your bodies to look, and sit back on your heels together to rest.",
      steps: [
        "Prop a tall mirror firmly against the wall at the side of the bed, angled to show you from the knees up.",
        "Kneel side-on to it on a soft mattress, both facing the same way, the taller partner behind.",
        "The partner behind wraps the front partner's waist, and the front partner reaches back round their neck.",
        "Turn your heads together to look, then the front partner turns further for a kiss over the shoulder.",
        "Sit back on your heels together to rest, still watching the reflection.",
      ],
    },
    "romantic-25": {
      description:
        "Edge Embrace lifts the partner kneeling at the edge of the bed to meet the one standing on the floor, and in a tall mirror from the side you look like two people of exactly the same height. For a couple with a big height difference, that is a lovely thing to see: a level hug, faces together, arms round each other. Turn your heads to look, and keep the mirror clear of the standing partner's feet.",
      steps: [
        "Set the mirror upright and steady by the bedside wall, a step away from where the standing partner will be.",
        "The shorter partner kneels tall right at the edge of the mattress, facing out and side-on to the mirror.",
        "The taller partner steps in close on the floor, and you wrap your arms round each other.",
        "Rock slowly from side to side, turning your heads now and then to see how level you are.",
        "Before you part, say one thing you like about the picture you make together.",
      ],
    },
  },
};

export default written;
