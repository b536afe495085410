import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "passionate-7": {
      description:
        "Wall Whisper is the one standing position that seems made for a shower: the partner in front already has their palms flat on a wall, now warm tiles, while the other presses close behind under the spray. Steam and the hush of water make the whispering feel secret and the pace naturally slower. Fun for a spontaneous morning. Wet tiles are unforgiving, so put down a non-slip mat and keep one hand braced at all times.",
      steps: [
        "Lay a non-slip mat in the shower, set the water pleasantly warm rather than hot, and hang a towel where you can reach it without stepping out.",
        "The partner in front turns to face the tiles and spreads both palms flat on them, feet planted on the mat.",
        "The other steps in behind, under the stream, one arm around their partner's waist and the other hand on the wall or a grab rail.",
        "Leave the step stool out of it on wet tiles; if heights differ, the taller partner bends their knees instead.",
        "Move slowly and stay close, speaking into your partner's ear over the sound of the water.",
        "Turn the water off before anyone lets go of the wall, and step out one at a time onto a dry mat.",
      ],
    },
    "mixed-1": {
      description:
        "Last Dance moves under the water here: standing face to face in the spray, swaying close, with the rain on your shoulders as the only music. The dance becomes smaller and slower, mostly a held embrace that rocks from foot to foot, and nobody lifts a leg onto anything. Lovely for washing off a long night out together. Shower floors are slippery and narrow, so stand on a non-slip mat and keep one hand on a rail or wall.",
      steps: [
        "Put a non-slip mat down, run the water comfortably warm and leave a towel within reach of the shower door.",
        "Step in together and turn face to face, hands resting at the small of each other's backs while the water falls between you.",
        "Sway gently from foot to foot, humming if you like, keeping your steps tiny so your feet never leave the mat.",
        "One of you keeps a hand on the wall or grab rail while the other holds on with both arms.",
        "If heights differ, the taller partner softens their knees; skip the raised foot here, since balancing on one leg on wet tiles is not worth it.",
        "When the water cools, turn it off, wrap each other in the towel and finish the dance on the bath mat.",
      ],
    },
    "romantic-18": {
      description:
        "Shelter is a standing hug from behind, the front partner leaning back into the other's chest with hands linked behind their neck, and under a warm shower it truly shelters: the one behind takes the spray on their shoulders while the one in front leans back into warmth and steam. Slow, swaying and playful. Wet floors are the real risk: stand on a non-slip mat, keep feet still, and let the partner behind brace a hand on the wall.",
      steps: [
        "Put a grippy mat on the shower floor, run the water comfortably warm and keep a towel where a hand can reach it.",
        "Step in together, both facing the same way, the taller partner behind and nearest the shower head.",
        "The front partner leans back against the other's chest and reaches up to link their hands behind their neck.",
        "The partner behind holds them round the waist with one arm and braces the other hand on the tiles, knees softly bent.",
        "Sway in tiny movements without lifting your feet, and turn the water off before either of you lets go.",
      ],
    },
  },
};

export default written;
