/**
 * "Not tonight": a softer version of each of Passion Dice's classic 80 actions (dice1..dice80), written for its item and keyed by its id.
 * A softer version keeps the item's idea and its warmth at a lower heat; it is never a forfeit.
 */
export const SOFTER_DICE_ACTIONS: Readonly<Record<string, string>> = {
  // Level 1: Gentle
  dice1: "Take one of your partner's hands into your lap and let your thumb wander idly over the back of it.",
  dice2: "Brush the back of your fingers once along your partner's cheek and say a single kind word.",
  dice3: "Smooth your partner's hair down with your palm, once or twice, like tucking them in for the night.",
  dice4: "Place your hands on your partner's shoulders, still and warm, and ask whether they would like them to stay.",
  dice5: "Hook your little finger around your partner's and simply sit like that together.",
  dice6: "Draw one simple shape on your partner's forearm, just one, and let them take a guess at it.",
  dice7: "Lean in for a tiny peck on your partner's lips, the kind you would give on your way out of the door.",
  dice8: "Tuck a warm blanket around your partner's feet and rest your hands over them while you chat.",
  dice9: "With one fingertip, draw a single heart on your partner's back, over whatever they are wearing.",
  dice10:
    "Sitting side by side, tell your partner about one small moment from this week that you would happily have again.",
  dice11: "Hold your partner's hand palm up and let your thumb rest, quite still, on the inside of their wrist.",
  dice12:
    "Tip your partner's chin up with a single finger and study their face for a moment, as if you meant to draw it later.",
  dice13: "Sit shoulder to shoulder with your partner and notice whose breathing slows down first.",
  dice14: "While your partner lies back, give their calves a few easy, friendly squeezes.",
  dice15: "Lie side by side with your partner, holding hands, and tell them one good thing about today.",
  dice16: "Close your partner's fingers around an invisible gift in their palm and tell them what you have given them.",
  // Level 2: Sweet
  dice17: "Give your partner three soft kisses on the top of their head, with a little pause between each.",
  dice18: "Touch your forehead to your partner's and wait there, smiling, until one of you laughs or leans in.",
  dice19: "Cup a hand round your partner's ear, secret-style, and whisper something sweet and silly.",
  dice20: "Drape an arm around your partner's shoulders and pull them in for a long, sideways squeeze.",
  dice21:
    "Part your partner's hair with your fingertips as if hunting for a hidden freckle, and report on what you find.",
  dice22:
    "Rub small, easy circles between your partner's shoulder blades, over their clothes, until they let out a long breath.",
  dice23: "Hold both of your partner's hands and sway from side to side together, humming whatever tune comes to mind.",
  dice24: "Brush your eyelashes against your partner's cheek for one butterfly kiss, then grin at them.",
  dice25: "Count your partner's fingers aloud, tapping each one in turn, and pronounce them all present and correct.",
  dice26: "Hold one of your partner's feet in both hands and give it a slow, firm squeeze, then swap to the other.",
  dice27: "Take your partner's hand and kiss the back of it, as courtly as you can manage.",
  dice28: "Smooth the neckline of your partner's top with your fingertips and tell them how good they look tonight.",
  dice29: "Stroke your partner's arm once, over the sleeve, from shoulder to wrist, then give their hand a squeeze.",
  dice30: "Give your partner one small kiss on the cheek, just where it meets the jaw, and leave it at that.",
  dice31: "Tap a little rhythm on your partner's knee and see whether they can guess the song.",
  dice32:
    "Offer your partner your hand and lead them in one slow turn on the spot, as if the last dance were just ending.",
  // Level 3: Warm
  dice33: "Press one slow kiss to the spot where your partner's shoulder begins, and then simply hold them.",
  dice34:
    "Run one fingertip down your partner's back, over their top, from the shoulders to the waist, and stop there.",
  dice35: "Give your partner a gentle kiss, then tell them one cosy thing you would like to do together before bed.",
  dice36: "While your partner keeps their eyes shut, draw slow circles in the palm of their hand.",
  dice37: "Sit side by side with your hand resting quietly on your partner's knee, and leave it there a while.",
  dice38: "Tell your partner, face to face, one sweet thing that crossed your mind about them today.",
  dice39: "Knead your partner's shoulders through their clothes, easy and unhurried, with a favourite song playing.",
  dice40: "Rub your palms together until they are warm, then rest them on your partner's lower back.",
  dice41: "Stand close and rest your hands at your partner's waist for a hug that lasts longer than usual.",
  dice42: "Rest your hand over your partner's heart, just to feel it beat, and tell them what you think it is saying.",
  dice43: "Lift one of your partner's feet into your lap and kiss their ankle, just once.",
  dice44: "Let your partner rest their head in your lap and stroke their hair while you talk about nothing much.",
  dice45: "Walk two fingers from your partner's wrist up to their elbow, slowly, like a tiny traveller.",
  dice46: "Touch your cool fingertips to your partner's shoulder, then cup your warm palm over the same spot.",
  dice47: "Name one small, easily missed thing about your partner that you adore, the kind nobody else would notice.",
  dice48: "Rub your partner's feet briskly between your hands, as if they had just come in from the snow.",
  // Level 4: Spicy
  dice49: "Nuzzle into the curve of your partner's shoulder and find out which spot makes them giggle.",
  dice50:
    "With your partner's legs across your lap, smooth your palms over their knees in long, lazy strokes, clothes on.",
  dice51: "Rest your head on your partner's chest and draw idle circles on their arm with your fingertip.",
  dice52:
    "Lay a hand on your partner's middle, over their top, and tell them your worst joke so you can feel them laugh.",
  dice53: "Sit on your hands, smiling, and let your partner choose one place to plant a kiss: cheek, forehead or nose.",
  dice54: "Curl up behind your partner, fully dressed, and share your warmth in a long, lazy cuddle.",
  dice55: "Whisper to your partner one plan for this weekend that you are already looking forward to.",
  dice56: "Bump hips with your partner, gently, then catch their hand and hold on to it.",
  dice57: "Sit back to back with your partner and lean into each other, lower backs touching.",
  dice58: "Hold your partner's hands loosely and lift them, one and then the other, to rest against your cheek.",
  dice59: "Warm your hands on a mug of tea, then spread that warmth across your partner's shoulders with your palms.",
  dice60: "Frame your partner's face with your hands and look at them for a while before you say anything.",
  dice61: "Roll your palms up your partner's calves, clothes on, easing away a long day's walking.",
  dice62: "Ask your partner to close their eyes, then land one surprise kiss on a cheek, the nose or the forehead.",
  dice63: "Brush a feather, or just your fingertips, along your partner's forearm and watch their face as you go.",
  dice64: "Place one kiss on your partner's collarbone and stop right there, eyes on theirs, smiling.",
  // Level 5: Fire
  dice65: "Kiss your partner the way you would on a station platform, warm and brief, your hands holding theirs.",
  dice66: "Sit knee to knee and let your partner guide your hand to wherever feels nicest on their arm or shoulder.",
  dice67: "Blow cool air across your partner's open palm, then close it inside your warm hand.",
  dice68: "Feed your partner a square of chocolate, then steal a sweet kiss while it is still on their lips.",
  dice69: "Kiss your partner's back through their top, slowly, from one shoulder blade to the other.",
  dice70: "Have your partner shut their eyes while your fingertips wander slowly across the tops of their shoulders.",
  dice71: "Draw your partner into a close, swaying hug and let them decide how long it lasts.",
  dice72:
    "Let your hand settle on the small of your partner's back, over their clothes, and linger there as you kiss their cheek.",
  dice73: "Kneel and kiss the top of each of your partner's feet, then look up and give them a smile.",
  dice74: "Tell your partner your softest wish for tonight, such as falling asleep holding hands, and ask for theirs.",
  dice75: "Kiss the top of your partner's knee and let them point to the next spot, anywhere from the shoulders up.",
  dice76:
    "Hand yourself over to your partner's idea of a cuddle: they arrange your arms, and you stay exactly as placed.",
  dice77: "Hug your partner from behind, your hands clasped over theirs, and kiss one shoulder.",
  dice78: "Twine your fingers with your partner's and lay a single kiss on the inside of their forearm.",
  dice79: "Rest your hand at the back of your partner's head, fingers in their hair, while you kiss their forehead.",
  dice80:
    "Squeeze your partner's fingers one at a time, then hand them the choice of a cuddle, a film or a cup of tea.",
};
