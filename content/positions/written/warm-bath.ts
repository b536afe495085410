import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Weightless in a way the bed never is: in the bath the water carries the partner on top, so no arms or hips take the strain, and the rocking of the Lotus becomes a slow, floating sway with small ripples. A tub is narrower than a mattress, though, so the one sitting underneath stretches or loosely crosses their legs rather than folding them tight. Dreamy on a winter evening. Keep the water warm, not hot, and step out slowly.",
      steps: [
        "Run a deep bath that feels pleasantly warm on the inside of your arm, put a non-slip mat in the tub and leave towels and two glasses of water within reach.",
        "The partner who will sit underneath climbs in first and settles in the middle of the tub, legs loosely crossed or stretched out, whatever the width allows.",
        "The other steps in carefully, holding the edge, and lowers into their partner's arms facing them, legs wrapped around behind.",
        "Let the water hold you both; rock gently so the water barely laps, faces close enough to whisper.",
        "If either of you feels light-headed or too warm, sit up, sip some water and get out slowly, one at a time, with a hand on the edge.",
      ],
    },
    "romantic-7": {
      description:
        "Picture a bath for two and this is probably the shape you see. The partner behind leans against the sloped end of the tub with the other reclining back into their arms, both facing the taps, warm water up to the shoulders and hands free to wander with a little scented oil: Hearthside, slow and sheltering, with the day soaking out of you both. Oil makes the tub slick, so add it after you are settled and hold the edges getting out.",
      steps: [
        "Fill the bath deep and comfortably warm, lay a rolled towel along the sloped end as a pillow, and keep water to drink and fresh towels beside the tub.",
        "The partner who will sit behind gets in first and leans back against the sloped end, legs stretched along the bottom of the tub.",
        "The other lowers in between their legs, facing the taps, and reclines back against them until the water covers both your shoulders.",
        "Add a few drops of scented oil now, and let the partner behind stroke it over arms and shoulders as the one in front guides the pace with gentle movements.",
        "Pull the plug and let the water drain before standing, so the slippery tub is shallow when you climb out.",
      ],
      careNote:
        "Bath oil weakens latex condoms, and water rinses lube away: if you use condoms, save the oil for afterwards and choose a silicone lube.",
    },
    "romantic-15": {
      description:
        "In the bath, the sloped end of the tub plays the headboard in the Headboard Embrace. One partner leans back against it, legs stretched along the bottom, and the other kneels astride their lap facing them, the warm water lifting most of their weight off the knees. Faces level, shoulders under the water, and a whole evening of closeness. A soft, rubber bath mat keeps kneeling knees from sliding; keep the water warm rather than hot.",
      steps: [
        "Run a deep bath that feels comfortably warm on your wrist, lay a non-slip mat along the bottom and fold a towel over the sloped end as a cushion.",
        "One partner climbs in first and leans back against the towel, legs outstretched.",
        "The other steps in carefully, holding the edge, and kneels astride their lap, facing them, knees on the mat.",
        "Sit back onto your partner's thighs and hold the rim of the tub or their shoulders to steady yourself as you set a gentle pace.",
        "Sip some water between embraces, and get out one at a time, slowly, with a hand on the edge.",
      ],
    },
    "mixed-21": {
      description:
        "No tub has room for crossed legs, so the partner behind sits with legs stretched along the bottom and the other settles into their lap facing the taps, back to chest, with their own legs bent. Calm and meditative on a cushion, the Reverse Lotus grows calmer still in warm water, which carries you both while the partner behind pours it over shoulders. Keep the water warm, not hot, and step out carefully.",
      steps: [
        "Fill a deep bath to a pleasant warmth, put a non-slip mat in the tub and keep towels and a glass of water close.",
        "The partner who will sit behind climbs in first and sits with legs stretched along the bottom, back against the sloped end.",
        "The other lowers carefully into their lap, facing the taps, back resting against the chest behind them.",
        "The partner behind wraps their arms round the other's middle and scoops warm water over their shoulders.",
        "Rock in small movements that barely ripple the water, and climb out slowly, one at a time.",
      ],
    },
    "mixed-24": {
      description:
        "Sit at opposite ends of the tub, backs against each end, and let your legs weave together under the warm water: the Sofa Tangle was always going to work in a bath. You stay close at an easy distance, with faces to watch, feet to rub and a long conversation to have, and nothing is asked of the body. The partner at the tap end needs a folded flannel behind their back, and nobody should sit in water that is too hot.",
      steps: [
        "Run a warm bath, put a non-slip mat in it and fold a flannel to cushion the tap end.",
        "Climb in one at a time and sit facing each other, one at each end.",
        "Stretch your legs towards each other and let them weave together in the middle.",
        "Rest a hand on your partner's ankle and, if you like, rub the foot that rests beside your hip.",
        "Talk as long as the water stays warm, then drain some before standing and step out carefully.",
      ],
    },
  },
};

export default written;
