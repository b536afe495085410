import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-3": {
      description:
        "A gentle tilt is all it takes: with a firm pillow beneath the lower partner's hips, your bodies meet at a more natural angle and neither of you has to arch or strain to stay close. The Slow Embrace keeps its pace and tenderness exactly as they were; only the effort drops, which matters on nights that stretch on. Pick a firm pillow rather than a fluffy one, which simply flattens.",
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
        "Staying flush as you roll is the whole trick, and a thin, firm pillow under the lower partner's hips tips your bodies into line so that contact comes without effort. The rolling rhythm of Tidal Rock feels smoother and fuller, and the partner on top no longer has to shuffle so far up the bed, so it tires you less. Keep the pillow low; too much height breaks the seal between you.",
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
        "Very little lifting falls to the partner lying back, and with a pillow under their hips, even less. Raised slightly and tipped forward, the rider in Moonrise finds that small movements feel new and a good spot needs less leaning to reach, the kind of change a lazy night welcomes. The extra height can make the rider a touch wobbly, so hold hands for balance.",
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
        "A firm cushion wedged under the hips of whoever lies down does much of the work that the lower back and legs usually do. Raised slightly, they need less flexibility to rest their legs on the kneeling partner's shoulders, and the angle of High Tide lines up more easily, a kindness to bodies less bendy than they would like. Bring the legs down as soon as anything pulls.",
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
        "Guesswork about height turns into a neat match once a firm pillow goes right under the hips of the partner lying back. The lift tilts the angle upwards and supports the lower back, which tends to arch when the feet hang towards the floor, so Bed's Edge works even with a low bed or a big height difference. Keep the pillow well back from the edge so it cannot slide off halfway through.",
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
        "Searching for the right angle takes far less time once the hips of the one lying back rest on a pillow. The lift tilts things towards the rider, who then leans forward or back far less to feel a difference, and in Turned Horizon the partner underneath gets a supported lower back and an even better view. The rider can steady themselves on their partner's knees.",
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
        "A pillow underneath was always part of the charm here, and now it becomes the point. Set under the hips of whoever lies face down, a firm one lifts them gently towards the one above, so the closeness takes less effort and the lower back is not left sagging, while Velvet Press stays heavy, slow and lazy. The partner on top should still carry most of their own weight so breathing stays easy below.",
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
        "Propping the lower partner's hips on something firm shortens the backbend the rider has to make. Raised a little, the partner underneath tilts the angle so that in Leaning Moon the rider can lean back less far and still feel the full effect, bent knees behind for support: a showy, advanced position made far friendlier. Use a genuinely firm pillow, since a squashy one shifts, and come upright whenever your back complains.",
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
        "Holding a bridge on strength alone is hard work; slide a firm wedge or stacked pillows under the hips and the lift is built in. Resting on it in a supported half-bridge, the partner lying down presses up only for short moments while the kneeling partner steadies them, and Starbridge keeps its athletic look with far less strain on back and legs.",
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
        "A folded pillow beneath the reclining partner's hips takes some of the challenge out of a flexibility challenge. Lifted a little, the raised leg reaches the kneeling partner's shoulder without such a stretch, and the swaps in Bamboo Split become smoother, the playful rhythm staying while the strain drops. Keep the pillow centred so it does not twist when you switch legs.",
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
        "Under the lower hip, not the back: the partner curled on their side is the one lying down here, so that is where the pillow goes. The lift levels them out, eases the twist that can tug at the hips and brings them up to meet the kneeling partner, who no longer has to sink so low, while the cheerful tangle of the Pretzel Twist and your faces turned together stay unchanged. A thinner pillow works best on the side.",
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
        "One more angle to explore: a pillow raising the hips of the one underneath tilts the seat slightly towards the rider, who can then turn further or less with little effort. Side Saddle stays elegant and a little mischievous, just easier to hold, and the partner below gets welcome support for the lower back. Balance shifts with the height, so keep a hand on the mattress.",
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
        "Nobody has to crouch or stretch once a firm pillow is folded under the hips of the partner curled at the edge of the bed; their height then meets that of the one standing behind. Edge of Sleep already hints at that pillow, and here it becomes deliberate, so the lying partner can simply let go on a tired evening; if one of you is pregnant, that partner takes the curled place on the mattress. Adjust the fold until the heights line up.",
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
        "Tilted up by a firm pillow under their hips, the partner lying back meets the one kneeling tall between their knees at a more natural angle. Open Gate keeps its watching distance and the same eye contact, but the kneeling partner no longer has to hunch and the one lying down no longer has to lift, so it costs you both less. Choose a firm pillow; soft ones flatten.",
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
        "Less curling for the same closeness: a pillow under the hips of the partner lying back raises them a little and supports the lower back, taking some of the fold out of knees drawn towards the chest. Folded Letter stays intense and full of eye contact, soles resting on the kneeling partner's chest, and the lying partner's feet still decide how close you come. Let the legs down often.",
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
        "The rider's thighs do the work in Edge Rider, sitting back, facing away, onto a partner who lies across the mattress edge. Put a pillow under the lying partner's hips and they rise to meet the rider, so those thighs no longer have to sink so low: the one on top still runs the show, with less burn. Keep it steady, and check the pillow cannot slide off the edge.",
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
        "Knees pressed together and turned to one side are easier to hold with a pillow beneath the hips, and the same pillow lines up your heights when the bed is low. Lying face up across the bed for Sidelong Edge, one partner gets the snug fit without any twisting strain while the other stands facing them. Turn to the other side halfway.",
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
        "Tilting the pelvis up a little lets open knees rest more easily. With a pillow beneath the hips of the partner lying back, soles together and knees dropped to the sides, you meet the one lying over you at a gentler angle, and Butterfly Wings stays close and tender, just better supported. Keep extra pillows under the knees too, and never let them drop further than is comfortable.",
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
        "Propped on the forearms, one knee drawn out to the side, the partner underneath rests more easily once a firm pillow sits under their hips: the lower back no longer has to arch to meet the angle. The Sphinx stays sleek and languid, the other stretched out over them from behind, and now you can hold it for longer. The partner above still keeps their weight on their own forearms, never on the back below.",
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
