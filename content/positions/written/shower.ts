import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "passionate-7": {
      description:
        "Warm tiles under the palms, the hush of water on your shoulders, and a voice right by the ear that nobody else could hear even if they tried. Wall Whisper could have been designed for a shower: the partner in front already has their hands flat on a wall, and the other presses close behind under the spray while the steam slows everything down. Wet tiles are unforgiving, so put down a non-slip mat and keep one hand braced at all times.",
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
        "The rain on your shoulders is the only music. Standing face to face under the spray, Last Dance shrinks to a held embrace that rocks from foot to foot, and nobody lifts a leg onto anything, and a long night out rinses away with the water. Shower floors are slippery and narrow, so stand on a non-slip mat and keep one hand on a rail or wall.",
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
        "Under a warm shower, one of you takes the weather for the other: the partner behind catches the spray on their shoulders while the one in front leans back into warmth and steam, hands laid over the other's. Shelter has never been so literal, slow, swaying and playful. Wet floors are the real risk: stand on a non-slip mat, keep feet still, and let the partner behind brace a hand on the wall.",
      steps: [
        "Put a grippy mat on the shower floor, run the water comfortably warm and keep a towel where a hand can reach it.",
        "Step in together, both facing the same way, the taller partner behind and nearest the shower head.",
        "The front partner leans back against the other's chest and lays their hands over their partner's.",
        "The partner behind holds them round the waist with one arm and braces the other hand on the tiles, knees softly bent.",
        "Sway in tiny movements without lifting your feet, and turn the water off before either of you lets go.",
      ],
    },
  },
};

export default written;
