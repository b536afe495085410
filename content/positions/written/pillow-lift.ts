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
    "romantic-24": {
      description:
        "Edge of Sleep already hints at it: a pillow under the hip is how the partner lying curled at the edge of the bed meets the height of the one standing behind. This pairing makes that pillow deliberate, a firm one folded under the hips so nobody has to crouch or stretch. The lying partner simply lets go, which suits tired evenings and later pregnancy. Adjust the fold until the heights line up.",
      steps: [
        "Fold a firm pillow in half and keep a softer one for the head.",
        "The resting partner lies curled on their side along the edge of the bed, knees drawn up, head on the soft pillow.",
        "They lift their hips a little while the standing partner slides the folded pillow underneath.",
        "The standing partner checks the height: if they are bending their knees a lot, add a fold; if stretching up, take one away.",
        "Keep the pace gentle and easy, and pull the pillow out whenever the lower hip asks for a change.",
      ],
    },
    "passionate-9": {
      description:
        "Open Gate puts the partners at a watching distance: one partner lies on their back with feet flat and knees raised, the other kneeling tall between them. A firm pillow under the lying partner's hips tilts them up to meet the kneeling partner at a more natural angle, so the one kneeling no longer has to hunch and the one lying back no longer has to lift. Same eye contact, less effort. Choose a firm pillow; soft ones flatten.",
      steps: [
        "Keep one firm pillow for the hips and a softer one for the head of the partner who will lie back.",
        "That partner lies face up with knees bent and feet flat, then raises their hips so the firm pillow can go underneath.",
        "The other kneels upright between their knees and checks the height; shuffle the pillow up or down until neither of you strains.",
        "Hold each other's forearms and let the kneeling partner set the pace while you watch each other.",
        "Check in often, and slide the pillow away if the tilt starts to feel like too much.",
      ],
    },
    "passionate-10": {
      description:
        "Folded Letter asks the lying partner to draw their knees in and rest their soles on the chest of the partner kneeling close. A pillow under the hips takes some of the fold out of that: the hips rise a little, the lower back stays supported, and the same closeness needs less curling. Intense and full of eye contact, now kinder on the spine. The lying partner's feet still decide how close you come.",
      steps: [
        "Fold a firm pillow and have the partner who will lie back rest their hips on it, lower back comfortably supported.",
        "They draw their knees towards the chest and rest the soles of their feet on the other's chest.",
        "The kneeling partner stays upright and close, holding the shins gently.",
        "Find the angle together: move the pillow a little higher or lower until the fold feels good rather than tight.",
        "Let the feet push away to signal space, and lower the legs often for a rest.",
      ],
    },
    "passionate-26": {
      description:
        "Edge Rider lays one partner back across the mattress with hips at its edge and feet on the floor, while the other lowers onto them with their back turned. A pillow under the lying partner's hips raises them towards the rider, so the rider's legs no longer have to sink so low and the effort drops. The rider still runs the show, with less burn. Keep it steady, and check the pillow cannot slide off the edge.",
      steps: [
        "Choose a firm, grippy pillow and place it at the edge of the mattress.",
        "The partner who will lie back settles across the bed, hips on the pillow and feet flat on the floor.",
        "The rider stands between their knees facing away, then lowers back onto their hips, hands on their own knees.",
        "If the rider's thighs still burn, add a second fold to the pillow; if they are on tiptoe, take it away.",
        "Keep the pace steady, and have the rider stand up slowly at the end with a hand at their waist.",
      ],
    },
    "mixed-18": {
      description:
        "Sidelong Edge has one partner lying face up across the bed, hips at the edge, knees pressed together and turned to one side, while the other stands facing them. A pillow under the hips lines up your heights when the bed is low, and it also makes the turned hips easier to hold, so the snug fit comes without any twisting strain. A gentle improvement on an already lazy position. Turn to the other side halfway.",
      steps: [
        "Fold a firm pillow and lay it at the bed's edge where the lying partner's hips will be.",
        "That partner lies back across the bed with hips on the pillow, head on a second pillow.",
        "With knees held together, they tip both legs over to one side, feet against the bed frame.",
        "The standing partner faces their hips, hands on the knees, and checks that the height suits them both.",
        "Halfway through, lift the knees over to the other side and reset the pillow if it has crept.",
      ],
    },
    "mixed-19": {
      description:
        "Butterfly Wings opens the lying partner's knees to the sides, soles together, while the other lies face to face over them. A pillow beneath the hips tilts the pelvis up slightly, so the open knees rest more easily and you meet at a gentler angle, with less effort from either of you. It stays close and tender, just better supported. Keep extra pillows under the knees too, and never let them drop further than is comfortable.",
      steps: [
        "Have a firm pillow for the hips and two small cushions for under the knees.",
        "The partner lying back lifts their hips for the firm pillow, then lets the knees fall open onto the cushions, soles together.",
        "The other lowers over them on their forearms, legs straight, faces close.",
        "Move slowly, and shift the hip pillow a little if the angle feels off.",
        "To finish, bring the knees together gently and slide the pillows out before you cuddle.",
      ],
    },
    "passionate-19": {
      description:
        "Sphinx props the partner underneath on their forearms with one knee drawn out to the side, the other stretched out over them from behind. A firm pillow under the hips of the partner below tilts them up, so their lower back no longer has to arch to meet the angle and the forearms carry less. Sleek, languid and now easier to hold for longer. The partner above still keeps their weight on their own forearms, never on the back below.",
      steps: [
        "Double over a firm pillow; the partner going underneath lies face down with it beneath the hips.",
        "They rise onto their forearms and slide one knee out to the side, the other leg long.",
        "Check the lower back: move the pillow up or down until it feels supported rather than arched.",
        "The partner above stretches out over them on their own forearms, chest hovering just over the back below.",
        "Whenever the one below wants a rest, they sink down onto the pillow and you lie still together.",
      ],
    },
  },
};

export default written;
