import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-3": {
      description:
        "Tuck a firm pillow beneath the lower partner's hips and the Slow Embrace gains a gentle tilt, so your bodies meet at a more natural angle and neither of you has to arch or strain to stay close. The pace and tenderness stay exactly as they were; only the effort drops. Ideal for anyone with a stiff lower back or for nights that stretch on. Pick a firm pillow rather than a fluffy one, which simply flattens.",
      steps: [
        "Fold a firm pillow in half, or use a wedge cushion, and keep a second, softer one for under the neck.",
        "The partner who will be underneath lies back and raises their hips while the other slides the folded pillow beneath them.",
        "Shift it up or down a few centimetres until the lower back feels supported rather than propped.",
        "The other partner lowers over them face to face on bent arms, and you wrap around each other wherever feels natural.",
        "Notice how the tilt changes the angle, keep the rhythm slow, and pull the pillow out if it starts to feel too high.",
      ],
    },
    "romantic-5": {
      description:
        "Tidal Rock depends on staying flush together as you roll, and a thin, firm pillow under the lower partner's hips tips your bodies into line so that contact comes without effort. The rolling rhythm feels smoother and fuller, and the partner on top no longer has to shuffle so far up the bed. Good for couples who love this one but find it tiring. Keep the pillow low; too much height breaks the seal between you.",
      steps: [
        "Pick a thin, firm pillow or a low wedge; for this one, firmness matters more than height.",
        "The partner lying back tucks it under their hips, with another pillow for the neck.",
        "The other settles on top face to face, lining up from shoulders to feet with much less shuffling than usual.",
        "Rock together in long, rolling waves, letting the lift guide the angle rather than working for it.",
        "If the roll feels cramped, slide the pillow out together mid-cuddle and carry on flat.",
      ],
    },
    "passionate-1": {
      description:
        "In Moonrise the partner lying back does very little lifting, and a pillow under their hips means they do even less. The lift raises the rider slightly and tips the angle forward, so small movements feel new and the rider needs less leaning to find a good spot. Lovely for lazy nights or for giving a tired lower back a break. The extra height can make the rider a touch wobbly, so hold hands for balance.",
      steps: [
        "Slide a folded, firm pillow beneath whoever is going underneath, right at hip level, plus a softer one for the neck.",
        "Adjust it together until the lower back feels cradled and nothing pinches.",
        "The rider kneels astride with knees set wide on the mattress, since the lift raises the seat a little.",
        "Sit upright, hands joined for balance, and explore how the tilted angle changes each movement.",
        "The rider still sets the pace; the partner below can ask for the pillow to come out whenever they like.",
      ],
    },
    "passionate-3": {
      description:
        "High Tide usually asks a lot of the lower back and legs, and a firm cushion wedged under the hips of whoever lies down does much of that work for them. Raised slightly, they need less flexibility to rest their legs on the kneeling partner's shoulders, and the angle lines up more easily. A kind choice for couples who are less bendy or trying it for the first time. Lower the legs the moment anything pulls.",
      steps: [
        "Wedge a firmly folded pillow, or a proper wedge cushion, beneath the lying partner's hips.",
        "Check the lower back feels supported, then add a second pillow under the neck.",
        "The other kneels up close in front, sitting back a little on their legs for balance.",
        "The partner lying down lifts their legs to the kneeling partner's shoulders; with the lift, the stretch should feel noticeably shorter.",
        "Move slowly at first, and adjust the pillow or lower the legs whenever either of you wants.",
      ],
    },
    "passionate-4": {
      description:
        "Bed's Edge already uses pillows for height, but a firm one tucked right under the hips of the partner lying back turns guesswork into a neat match with the standing partner. The lift tilts the angle upwards and supports the lower back, which often arches when the feet hang towards the floor. Great for couples with a low bed or a big height difference. Keep the pillow well back from the edge so it cannot slide off halfway through.",
      steps: [
        "Fold a firm pillow, or grab a wedge cushion, and lay it near the edge of the mattress.",
        "The partner lying back settles with their hips on it, feet resting on the frame or the floor.",
        "The standing partner steps up close and checks the height; add or remove a layer until you meet without bending or going up on tiptoe.",
        "Nudge the pillow a little further onto the bed if it creeps towards the edge.",
        "The standing partner sets the rhythm, hands on their partner's hips to keep everything steady.",
      ],
    },
    "passionate-5": {
      description:
        "Turned Horizon can take some searching for the right angle, and raising the hips of the one lying back on a pillow makes that search much shorter. The lift tilts things towards the rider, who then needs to lean forward or back far less to feel the difference. The partner underneath gets a supported lower back and an even better view. Good for couples who find this one fiddly. The rider can steady themselves on their partner's knees.",
      steps: [
        "The partner lying down slides a firm, folded pillow under their hips and another beneath the neck.",
        "The rider climbs astride, turned to face the end of the bed.",
        "Try small leans forward and back; with the lift, tiny shifts change the angle more than you would expect.",
        "Settle on the tilt you both like and brace yourself with hands on your partner's knees.",
        "The rider sets the pace; swap the pillow for a thinner one if the angle feels too steep.",
      ],
    },
    "passionate-6": {
      description:
        "Velvet Press was always meant to be lovely with a pillow underneath, and this is that version. Set under the hips of whoever lies face down, a firm pillow lifts them gently towards the one above, so the closeness takes less effort and the lower back stays neutral rather than sagging. The pace stays heavy and slow, perfect for long, lazy sessions. The partner on top should still carry most of their own weight so breathing stays easy below.",
      steps: [
        "Place a firm pillow or low wedge where the hips of the partner lying down will rest.",
        "That partner lies on their front over it, with a second pillow to rest their face on and arms relaxed.",
        "Shuffle until the lift sits comfortably under the hips and the lower back feels at ease.",
        "The other stretches out on top, weight on their arms and knees, and discovers how the raised angle brings you together.",
        "Move in small, slow motions, and squeeze a hand to ask for a pause or a change.",
      ],
    },
    "passionate-8": {
      description:
        "Leaning Moon asks the rider for a real backbend, and propping the lower partner's hips on something firm shortens it. Raised a little, the partner underneath tilts the angle so the rider can lean back less far and still feel the full effect, with bent knees behind for support. It makes a showy, advanced position far friendlier. Use a genuinely firm pillow, since a squashy one shifts, and come upright whenever your back complains.",
      steps: [
        "Tuck a firm pillow or wedge under the hips of the partner who will lie down, then have them bend their knees with feet flat.",
        "The rider settles astride, upright and facing them, and takes a moment to get used to the extra height.",
        "Lean back slowly with hands on your partner's knees or the mattress, stopping as soon as the angle feels right, which will be sooner than usual.",
        "Keep movements small, while the partner lying down holds the rider's hips to steady them.",
        "Sit back up and fold forward for a rest whenever the lean gets tiring.",
      ],
    },
    "adventurous-3": {
      description:
        "Starbridge normally means holding a bridge on strength alone; slide a firm wedge or stacked pillows under the hips and the lift is built in. The partner lying down can rest on it in a supported half-bridge, pressing up only for short moments, while the kneeling partner steadies them. The athletic look remains with far less strain on the back and legs. Good for couples curious about this one but not ready for the full hold.",
      steps: [
        "Build a firm base under the hips of the partner lying down: a wedge cushion, or two pillows folded and stacked.",
        "That partner lies back over it with knees bent and feet planted, letting the support take their weight.",
        "The other kneels close in front, hands ready at their partner's hips.",
        "Rest in the supported angle most of the time, pressing up through the feet into a fuller bridge only briefly.",
        "Lower back onto the pillows after every lift, and remove them slowly when you finish.",
      ],
    },
    "adventurous-6": {
      description:
        "Bamboo Split is a flexibility challenge, and a folded pillow beneath the reclining partner's hips takes some of the challenge away. Lifted a little, the raised leg reaches the kneeling partner's shoulder without such a stretch, and swapping sides becomes smoother. The playful rhythm stays while the strain drops. Good for couples who like the idea more than the stretch. Keep the pillow centred so it does not twist when you switch legs.",
      steps: [
        "The partner lying back places a firm, folded pillow under their hips, centred so it stays put.",
        "The other kneels facing them, close enough to take a leg on their shoulder.",
        "Raise one leg to rest there while its partner lies long; the pillow should make the reach feel shorter.",
        "When the moment comes, swap legs slowly together, checking the pillow has not slipped.",
        "Go only as high as is comfortable, and let either leg drop to the bed whenever it wants.",
      ],
    },
    "adventurous-8": {
      description:
        "In Pretzel Twist the partner on their side is the one lying down, so the pillow goes under their lower hip. The lift levels them out, eases the twist that can tug at the hips and brings them up to meet the kneeling partner, who no longer has to sink so low. The cheerful tangle and the faces turned together are unchanged. Good for anyone whose hips grumble in this one. A thinner pillow works best on the side.",
      steps: [
        "Fold a thin, firm pillow once and lay it where the partner on their side will rest their lower hip.",
        "That partner lies on their side with hips on the pillow and a second pillow to rest on.",
        "The kneeling partner straddles their lower leg, facing them, and notices they need not crouch so far.",
        "The partner lying down hooks their top leg around the kneeling partner's hips, which should feel less of a twist than usual.",
        "Find the angle together, then let the kneeling partner keep an easy pace.",
      ],
    },
    "mixed-3": {
      description:
        "Side Saddle is all about discovering a new angle, and a pillow raising the hips of the one underneath gives you another to explore. The lift tilts the seat slightly towards the rider, who can turn more or less with less effort, while the partner underneath gets welcome support for the lower back. Still elegant and a little mischievous, just easier to hold. Balance shifts with the height, so keep a hand on the mattress.",
      steps: [
        "Fold a firm pillow and tuck it beneath the hips of the one lying back, whose knees stay slightly bent.",
        "The rider sits astride first, then swings both legs to one side to sit sideways.",
        "Take a moment to feel how the lift tilts the seat, and brace a hand on the mattress.",
        "Turn a little more or a little less as you move, using the incline to find what you both like.",
        "Whenever the one underneath wants a change, take the pillow out or swap it for a thinner one.",
      ],
    },
  },
};

export default written;
