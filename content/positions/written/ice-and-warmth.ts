import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "passionate-1": {
      description:
        "Every shiver shows in the rider's pace. The partner lying back has both hands free and a front-row view, so they keep the ice: a cube traced up the rider's arms and across the shoulders, then the same path warmed with a hand, while the rider in Moonrise leans down now and then for a cold kiss, and a warm one after a sip of tea. Ask first whether cold is welcome tonight, and keep the ice gliding.",
      steps: [
        "Set a glass of ice and a mug of tea, warm but not hot, on the bedside table, with a small towel folded beside them.",
        "Ask each other whether cold feels good today; if either says no, leave the glass where it is.",
        "The partner underneath lies back on a pillow and the rider kneels astride, sitting tall and setting the rhythm.",
        "From below, glide a cube slowly up the rider's arm and over their shoulder, never pausing on one spot, then follow with a warm hand.",
        "Whenever the rider leans down, trade kisses: one with a sliver of ice melting on your lips, the next after a mouthful of tea.",
      ],
    },
    "passionate-2": {
      description:
        "A cold line down the back lands all the harder when the one in front cannot see it coming. In Wild Tide the whole of that back is laid out before the partner kneeling behind, and with a glass of ice to hand it becomes a map to draw on, each stroke chased by a warm hand. Agree beforehand, lay a towel down for drips and keep the ice gliding.",
      steps: [
        "Put a glass of ice, a warm drink and a towel within reach of whoever kneels behind, and talk through whether cold is welcome.",
        "The partner in front kneels on the bed and leans onto their hands or arms; the other kneels close behind.",
        "Settle into a pace you have agreed out loud, one hand resting on your partner's hips.",
        "Now and then, draw an ice cube in one slow stroke from the neck down the back, lifting it off before it lingers.",
        "Lay a hand warmed on the mug flat over the same path straight after, and ask how it feels before the next one.",
      ],
    },
    "passionate-3": {
      description:
        "Cold can travel the whole length of a raised leg while your faces stay close enough to read every reaction. High Tide rests the lying partner's legs against the other's shoulders, right beside their hands, and it is intense to begin with; the ice makes it more so, and a sudden shiver can jerk a raised leg. Hold on gently as you go, keep the cube moving, and lower the legs the moment either of you wants to.",
      steps: [
        "Before you start, agree on whether ice is welcome and set the glass and a warm mug on a bedside table the kneeling partner can reach.",
        "One of you reclines with a pillow for comfort while the other kneels up close, weight settled low and back for balance.",
        "Lift the legs slowly to rest on the kneeling partner's shoulders, at whatever height feels easy today.",
        "The kneeling partner slides an ice cube along one leg from the knee downwards, one hand always steadying it, then wraps a warm hand around the same spot.",
        "Watch each other's faces; if the cold is too much, swap it for warm hands only, and lower the legs whenever you like.",
      ],
    },
    "passionate-4": {
      description:
        "One hand holds an ice cube, the other stays warm, and neither is needed for balance. Lying across the edge, the receiving partner can watch each cold trail coming down their arms or along their legs, then feel a warm hand close over it; at the Bed's Edge the slowest teasing can last a whole evening. Keep the glass on a chair or stool, not the bed, and stand on a dry mat.",
      steps: [
        "Place a stool or chair beside the bed with a glass of ice, a warm mug and a towel, and put a mat under the standing partner's feet.",
        "Check in together that cold touches are wanted tonight, and agree a word for stop.",
        "The receiving partner reclines crosswise with hips close to the mattress edge, while the ice-holder takes their place on the mat in front, standing or kneeling on a cushion.",
        "With the cold hand, the standing partner draws slow lines down the arms or across the knees while the warm hand follows a moment behind.",
        "Dry any drips with the towel as you go so the floor and the covers stay safe, and set the pace with your free hand once the ice is gone.",
      ],
    },
    "passionate-5": {
      description:
        "Facing away, the rider never knows where the next cold line will fall, and the pace stutters with each shiver before a warm hand smooths it out. Turned Horizon already puts their back in full view of the partner lying underneath, whose hands want to trace it anyway; give one of them an ice cube. Agree first, and keep the ice moving so it stays a thrill rather than a sting.",
      steps: [
        "Set the glass of ice and a warm drink on the side of the bed where the lying partner's hand falls naturally.",
        "Agree whether cold is welcome, then the partner underneath stretches out and the rider settles astride, turned towards their feet.",
        "Let the rider find their angle, leaning forward or back, before any ice comes out.",
        "From below, trail a cube up the rider's back or between the shoulders, lifting it away before it stings, then press a warm hand there.",
        "The rider can reach back and take the partner's hand at any time to mean enough cold for now.",
      ],
    },
    "passionate-6": {
      description:
        "Warmth is a given here, and the cold is the surprise. The partner on top lifts away briefly, runs ice across the shoulders and the back of the neck, then sinks back down and lets their own warmth chase the chill, which turns the Velvet Press, slow and cosy as ever, quietly electric. Keep a towel under the shoulders and check in with a squeeze of the hand.",
      steps: [
        "Lay a small towel across the pillow end of the bed and keep a glass of ice and something warm to drink within reach.",
        "The partner underneath lies on their front, arms relaxed; the other settles over them, weight on their arms and knees.",
        "Agree that one squeeze of the hand means more and two means no more ice.",
        "Every so often, rise up a little, sweep an ice cube across the shoulders and along the neck, then lower yourself back so your warmth covers the cold at once.",
        "Finish with the ice set aside altogether, just warm hands and slow, small movements.",
      ],
    },
    "adventurous-3": {
      description:
        "A sudden cold touch mid-bridge could make the lifting partner flinch and drop, so here the temperature play belongs to the rests. Between lifts in Starbridge, the kneeling partner runs ice along the legs for a bright jolt, then lays warm hands over the lower back to soothe the muscles that did the work: energetic, then tender. Never use ice while the bridge is held.",
      steps: [
        "Keep a glass of ice, a mug of warm tea and a towel beside the bed, and agree that cold is welcome before you start.",
        "The lifting partner lies back with knees bent and feet planted; the kneeling partner settles close in front, ready to hold them steady.",
        "Press up into the bridge while your partner supports the hips, holding it only as long as it stays comfortable, with no ice in play.",
        "Lower down to rest, and let the kneeling partner trail a cube along the legs, then cup both warm hands over the lower back.",
        "Alternate lifts and rests in this way, and finish lying side by side with the warm mug shared between you.",
      ],
    },
    "adventurous-4": {
      description:
        "Meltwater and hot drinks do not belong on steps, so a little planning comes first. Set everything on the landing, use a lidded travel mug for warmth, and in the Staircase Rendezvous let the kneeling partner trace cold slowly along the neck and arms of the one seated above, then warm them with both hands. Dry every drip straight away; wet stairs are slippery stairs.",
      steps: [
        "Carry a small bowl of ice, a lidded mug of something warm and a hand towel to the landing, out of the way of your feet.",
        "Lay a folded blanket over the steps, and agree together that cold touches are in tonight.",
        "One partner sits a few steps up, leaning back against the stairs above; the other kneels lower down until your faces meet.",
        "Holding the banister with one hand, the kneeling partner draws a cube along the seated partner's neck and down one arm, then wraps it in a warm hand.",
        "Blot any drips from the steps with the towel before moving, and make your way upstairs carefully when you are done.",
      ],
    },
    "adventurous-5": {
      description:
        "Any meltwater would run straight into hair and face once the shoulders tip down over the edge of the bed. So, in Waterfall, swap the ice cube for a spoon chilled in the glass: cold without drips, followed by a hand warmed on the mug. With the rush of the upside-down angle, that is a lot of sensation, so keep it brief and sit up slowly afterwards.",
      steps: [
        "Pile cushions on the floor by the bed, and put a teaspoon into a glass of ice beside a warm mug.",
        "Agree that cold is welcome, then the lying partner slides back until their shoulders rest on the cushions below.",
        "Their partner stays up on the mattress, kneeling or astride, with one hand always resting on them for reassurance.",
        "Touch the chilled back of the spoon lightly along their arms and the front of the neck, then follow with a warm hand.",
        "After a few minutes at most, set the spoon down and help your partner slide back up and sit slowly.",
      ],
    },
    "adventurous-6": {
      description:
        "Swapping legs gives the ice and warmth a rhythm to follow. While one leg rests on the kneeling partner's shoulder, it gets a slow, cold line of ice; when you switch, the leg coming down is cradled in warm hands before being laid on the bed, so Bamboo Split keeps you both busy and laughing. Only raise each leg as high as feels good.",
      steps: [
        "Set ice, a warm mug and a towel on the bedside table, and agree whether cold is on the menu tonight.",
        "The flexible partner reclines and the other kneels up facing them, near enough to take a leg on one shoulder.",
        "Raise one leg onto that shoulder while the other lies long, and let the kneeling partner draw a cube slowly along the raised leg.",
        "When you swap, the kneeling partner holds the leg that is coming down in both warm hands before laying it on the bed.",
        "Keep switching as long as it is fun, and rest both legs flat whenever the stretch or the cold is enough.",
      ],
    },
    "adventurous-7": {
      description:
        "Raiding the kitchen after dark, with the freezer right there. The partner leaning back across the table has the glass and the warm mug beside them on the blanket and offers cubes up to the standing partner, who traces them along arms and legs; Butterfly Table turns cheeky and impromptu. Watch the floor: drips make kitchen tiles slippery, so stand on a dry rug or towel.",
      steps: [
        "Fold a thick blanket over a sturdy table, set a glass of ice and a warm drink at the far side, and lay a towel on the floor where the standing partner will be.",
        "Agree over the first sip whether cold is welcome, then one partner leans or lies back across the table edge.",
        "Standing at the edge, the other draws in near, takes hold of hands or hips and settles into an easy pace.",
        "The partner on the table fishes out a cube and hands it over; it travels slowly along their arm or leg and a warm hand follows.",
        "Mop up stray drips before anyone steps away, and check the table has not shifted on the way.",
      ],
    },
    "adventurous-8": {
      description:
        "Cold along the wrapped leg, warmth straight after, and then the side-lying partner reaches up to return the favour along the kneeling partner's arm: a giggly little duel. Pretzel Twist keeps your faces turned to each other and that leg right in the kneeling partner's hands, a sneaky place for ice. Agree first, keep a towel under the hips and let the kneeling partner keep the pace gentle.",
      steps: [
        "Tuck a towel under where the side-lying partner will rest, and keep the ice and a warm mug on the bedside table between you.",
        "With one partner resting on their side, the other straddles the leg lying flat, facing them, and the top leg curls around the kneeler's hips.",
        "Once you have found the angle, the kneeling partner sets a soft pace and reaches for a cube.",
        "Trace it down the wrapped leg towards the knee, then hold your warm hand there; the partner lying down can answer with a cold line along your arm.",
        "Call a truce whenever either of you has had enough, and finish with warm hands only.",
      ],
    },
    "mixed-2": {
      description:
        "Faces far apart mean you cannot see each other's reactions to the cold, so you have to say them out loud. Take turns with the ice on the interlaced legs between you, narrating as you go, then warm the spot with a hand; Crossed Paths, lazy and sensual, turns into a long, giggly conversation. Keep the glass on a table, not balanced on the mattress.",
      steps: [
        "Set the ice, a warm drink and a towel on a bedside table where both of you can reach, and agree that cold is welcome.",
        "Lie down at an angle, one of you face up and one turned sideways, and interlace your legs until you meet in the middle.",
        "Join hands across the middle and rock together in an easy rhythm for a while.",
        "Take turns reaching down with a cube to draw a line along the other's leg; the one receiving describes how it feels, and a warm hand follows.",
        "When the ice is gone, shift the angle until it suits you both and simply carry on with warm hands.",
      ],
    },
    "mixed-5": {
      description:
        "A warm mug cradled on the backrest, ice at the back of the neck: the contrast arrives all at once. In Sofa Skyline the one in front has that backrest to lean on, so hand them the drink while the partner behind brings the cold down the shoulders, a relaxed twist on a night on the sofa. Spread a towel over the cushions, because upholstery and meltwater do not mix.",
      steps: [
        "Lay a towel over the sofa seat, fill a glass with ice and make a warm drink, and ask whether cold is wanted tonight.",
        "The mug-holder kneels on the seat with the backrest in front of them, arms crossed along its top and the warm drink cupped between both hands.",
        "Their partner, who holds the ice, comes in close from behind, kneeling on the sofa or standing on the floor, an arm wrapped round.",
        "Once you have a steady pace, glide a cube across the back of the neck and down each shoulder, then cover the path with your warm hand.",
        "Set the mug and glass safely on a side table before changing position or getting up.",
      ],
    },
    "mixed-6": {
      description:
        "Compare notes as you go, like a little experiment. Lying in a T, the side-lying partner has the draped legs right at hand for cold lines and warm hands, while the one on their back keeps the mug and reports back, so the Compass, chatty already, turns light, silly and affectionate. Keep the glass on the bedside table and a towel under the legs.",
      steps: [
        "Put ice and a warm mug on the bedside table on the side-lying partner's side, with a towel spread beneath where your legs will cross.",
        "One of you stretches out face up with knees raised, and the other curls sideways across them to make the T.",
        "The partner face up lays their legs across the other's hips, and you settle into small, slow motions.",
        "The side-lying partner draws ice along the knees and legs resting over them, then warms them with a hand, while the one face up scores each touch out loud.",
        "Hold hands across the gap when the ice runs out and keep talking as you move.",
      ],
    },
    "mixed-7": {
      description:
        "Warm kisses after a sip of tea to begin, cool trails of ice once you have rolled over, and a warm, blanketed spoon to finish. Switchback Flow moves through three shapes, so the story can go from heat to chill and back again, playful and tender over a long evening. Always put the glass and mug back on the table before a roll, so nothing spills across the bed.",
      steps: [
        "Keep a warm mug, a glass of ice and a blanket near the bed, and agree beforehand whether cold is welcome.",
        "Begin facing each other, one of you lying back with the other hovering over, and share a few kisses warmed by a sip of tea.",
        "Set the mug down, hold each other close and roll so the other partner is on top; the one now above brings out the ice for the shoulders and arms below.",
        "Put the glass back on the table, then roll onto your sides into a spoon and pull the blanket over to chase the last of the chill.",
        "Take each transition slowly and laugh off any clumsy rolls.",
      ],
    },
    "mixed-8": {
      description:
        "Facing away, the one in front is ready to be surprised. A cube glides slowly down each of their arms, then warm hands close around theirs; a warm breath on the neck follows an icy line there too. Front Row Seat leaves the partner behind with both arms free, and the one in front still sets the pace, intimate and teasing. Lay a towel over the seat first.",
      steps: [
        "Drape a towel over the seat you will use, chair or bed edge, with ice and a warm drink on a table within the back partner's reach.",
        "Agree whether cold is welcome, then the partner behind takes the seat, feet planted, and the other lowers onto them, looking away.",
        "Let the front partner tip forwards or recline until the pace and angle please them.",
        "From behind, run a cube from shoulder to hand down one arm, then fold your warm hands over theirs; try a cold line on the neck chased by a slow, warm breath.",
        "When either of you has had enough cold, set the glass aside and keep only the warmth.",
      ],
    },
    "passionate-9": {
      description:
        "Eyes locked, bodies apart: the kneeling partner's hands are free and the lying partner's whole front is in view. Add a glass of ice, a cold cube drawn slowly down from the collarbone and then a palm warmed on a mug laid over the same trail, and in Open Gate every shiver shows on a face you are already watching. Agree first that cold is welcome, and keep the ice moving.",
      steps: [
        "Put a glass of ice, a warm mug and a small towel on the bedside table, and ask each other whether cold sounds good tonight.",
        "One partner lies back, head on a pillow, knees raised and feet apart; the other kneels tall between them.",
        "Settle into a pace together, the kneeling partner's hands resting on the other's hips.",
        "Now and then, take a cube and glide it in one slow line along the lying partner's arm or stomach, never stopping on one spot.",
        "Follow each cold line at once with a hand warmed on the mug, and watch your partner's face for a yes or a no.",
      ],
    },
    "passionate-12": {
      description:
        "Riverbed lays the whole back of the partner underneath out beneath the one kneeling astride, so ice has a long, smooth path to travel, like cold water over stones. A cube slides from the shoulders towards the waist and a warm hand follows, while the one below, face in folded arms, feels each change without seeing it coming. Talk it through first, lay a towel beneath for the drips, and keep your weight on your own hands.",
      steps: [
        "Ask whether cold is welcome, then put a glass of ice and a warm drink on the bedside table and a towel across the sheet.",
        "One partner lies face down with a pillow beneath the hips, legs close, head on folded arms.",
        "Their partner straddles the backs of those thighs on both knees, then tips forward and props up on one straight arm.",
        "With the free hand, stroke an ice cube down the length of the spine in one slow pass, lifting it before it rests anywhere.",
        "Chase it with a palm warmed on the mug, and ask in a murmur whether to go on, since you cannot see each other's faces.",
      ],
    },
    "passionate-17": {
      description:
        "Counter Perch happens in the kitchen, so the freezer is right there. One partner sits on a towel at the edge of the counter, legs round the other, who stands between their knees face to face; between kisses, a cube of ice travels along a shoulder or down an arm and a mug of tea warms the same spot. Cheeky, spontaneous and vivid. Keep the glass well back from the edge, and mop any drips off the floor.",
      steps: [
        "Clear the worktop, fold a towel over its edge and set a glass of ice and a warm mug at the back, away from elbows.",
        "Ask each other whether ice sounds fun today; if not, the mug alone will do.",
        "One partner sits at the edge of the counter and the other steps in close between their knees, face to face.",
        "The standing partner traces a cube along the seated partner's shoulder, then wraps a warm hand round the same place.",
        "Trade one cold kiss for one warm one, and wipe up any drips on the floor before either of you steps down.",
      ],
    },
    "mixed-13": {
      description:
        "In Bedside Kneel, the mattress holds the front partner's chest and forearms, so they can relax completely into whatever the kneeling partner behind does with a glass of ice. A cold stroke across the shoulder blades, a warm hand after, then a pause to ask: the contrast feels sharper when the body is this well supported. Thick cushions under both sets of knees, the glass on the bedside table, and the ice always moving.",
      steps: [
        "Lay two thick cushions on the floor by the bed, with the ice glass and a hot mug on the nightstand.",
        "Agree that cold is welcome and that a single word will stop it.",
        "One partner kneels and lays chest and forearms across the mattress; the other kneels close behind, facing the same way.",
        "Settle into a pace you choose together, then draw an ice cube slowly across the front partner's shoulder blades.",
        "Warm the same path at once with a hand held round the mug, and keep checking in between strokes.",
      ],
    },
    "mixed-14": {
      description:
        "In Hover the partner underneath has both hands free and the other's whole front held just above them, which makes them the natural keeper of the ice. They trail a cube along the arms braced beside them and across the chest, then warm each line with a palm, and the one hovering feels it all while holding the gaze. Shoulders and wrists tire, so lower to forearms as often as needed. Agree beforehand that cold is welcome.",
      steps: [
        "The partner who will lie down keeps the ice and a steaming mug on their own nightstand, within arm's reach.",
        "Check that cold sounds good to both of you, and agree a word for enough.",
        "One partner lies face up with knees raised; the other comes onto hands and knees above, arms straight, eyes on theirs.",
        "From below, slide a cube up the inside of the hovering partner's forearm and across the chest, then follow it with a warm hand.",
        "Whenever the arms tremble, the partner above sinks onto forearms or into a full embrace, and the ice goes back in the glass.",
      ],
    },
    "mixed-17": {
      description:
        "Hot afternoons, when lying still is all anyone wants. One partner lies on their front while the other settles across them at a right angle on one side, hips touching, a leg over the backs of the thighs, and in the Lazy T that leaves a hand free to wander across the back with an ice cube. Cool lines, warm palms, and long lazy talk in between. Agree first that the cold is welcome, and keep a towel under the front partner.",
      steps: [
        "Draw the curtains against the afternoon sun and set a glass of ice and a towel on the bedside table.",
        "One partner lies on their front, head on folded arms and a towel beneath them.",
        "Their partner settles crosswise on their side at a right angle, shuffles close until hips meet and drapes a leg over the backs of the thighs.",
        "Run a cube slowly across the front partner's back in lazy loops, following every one with a warm, flat hand.",
        "Move in small, sleepy rocks, and put the ice away the moment either of you has had enough.",
      ],
    },
    "passionate-19": {
      description:
        "Sphinx stretches the partner underneath out on their front, propped on forearms, neck and back long beneath the one lying over them. With a glass of ice to hand, the partner above can trace a cold line from the nape down the spine and then lay a warm cheek on the same place. Sleek, languid and full of small shivers. Keep your weight on your own forearms, check in often, and let the ice glide rather than rest.",
      steps: [
        "Fill a tumbler with ice, pour something warm into a cup, lay a towel nearby, and agree that cold is welcome today.",
        "The partner below stretches out face down and rises onto both forearms, one knee drawn out sideways.",
        "The other stretches over them from behind, resting on one forearm so the other hand is free.",
        "Glide an ice cube from the nape of the neck down between the shoulder blades, then warm the path with your cheek or palm.",
        "Sink down flat together whenever forearms or backs want a break, and set the glass aside.",
      ],
    },
  },
};

export default written;
