import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Lotus in the bath is weightless in a way the bed never is: the water carries the partner on top, so no arms or hips take the strain, and the rocking becomes a slow, floating sway with small ripples. A tub is narrower than a mattress, though, so the one sitting underneath stretches or loosely crosses their legs rather than folding them tight. Dreamy on a winter evening. Keep the water warm, not hot, and step out slowly.",
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
        "Hearthside is the bath-for-two position everyone pictures, and for good reason. The partner behind leans against the sloped end of the tub with the other reclining back into their arms, both facing the taps, warm water up to the shoulders and hands free to wander with a little scented oil. Slow, sheltering and perfect for unwinding together. Oil makes the tub slick, so add it after you are settled and hold the edges getting out.",
      steps: [
        "Fill the bath deep and comfortably warm, lay a rolled towel along the sloped end as a pillow, and keep water to drink and fresh towels beside the tub.",
        "The partner who will sit behind gets in first and leans back against the sloped end, legs stretched along the bottom of the tub.",
        "The other lowers in between their legs, facing the taps, and reclines back against them until the water covers both your shoulders.",
        "Add a few drops of scented oil now, and let the partner behind stroke it over arms and shoulders as the one in front guides the pace with gentle movements.",
        "Pull the plug and let the water drain before standing, so the slippery tub is shallow when you climb out.",
      ],
    },
  },
};

export default written;
