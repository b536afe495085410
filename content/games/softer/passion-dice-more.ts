/**
 * "Not tonight": a softer version of each of Passion Dice's 130 extra actions, written for its item and keyed by its id.
 * A softer version keeps the item's idea and its warmth at a lower heat; it is never a forfeit.
 */
export const SOFTER_MORE_DICE_ACTIONS: Readonly<Record<string, string>> = {
  // Level 1: Gentle
  dice81:
    "Turn your partner's hand palm up, trace its longest line just once and promise them one small, happy thing for tomorrow.",
  dice82: "Let your hand settle on your partner's shoulder and share one slow, easy breath together.",
  dice83: "Tell your partner one small thing you liked about them today, close enough that only they can hear.",
  dice84: "Lean your cheek briefly against your partner's and name a song that always reminds you of them.",
  dice85: "Take your partner's hand in both of yours and thank them for one little thing they did this week.",
  dice86:
    "Tidy a few loose strands of your partner's hair back into place, as gently as you can, and tell them it looks lovely.",
  dice87: "Stand beside your partner with an arm around their shoulders and sway with them, just a little.",
  dice88: "Sit back to back with your partner and try to breathe in time, feeling each breath through your shoulders.",
  dice89: "Slide your hand down your partner's forearm until your fingers meet theirs, and keep hold.",
  dice90: "Hold your partner's little finger in yours and tell them one reason you are glad you met.",
  dice91: "Hold your partner's wrist lightly and feel their pulse in silence, no counting needed.",
  dice92: "Lean your head on your partner's shoulder and simply listen to the quiet of the room together.",
  dice93: "Hold hands with your partner and breathe out slowly together, letting the day go.",
  dice94:
    "Describe your favourite place to your partner, one hand resting on their back, and let them guess where it is.",
  dice95: "Offer your partner your arm and stroll once around the room as if you were arriving somewhere very grand.",
  dice96: "Take your partner's hands and sway on the spot together, counting one-two-three under your breath.",
  dice97: "Sit side by side, shoulders touching, and share one little thing you are looking forward to this week.",
  dice98: "Pull a silly face at your partner until they laugh, then make it up to them with a warm hug.",
  dice99: "Wrap both hands around your partner's forearm and squeeze softly from wrist to elbow.",
  dice100: "Let your partner rest their feet against yours and ask them about the nicest part of their day.",
  dice101: "Kiss your partner's cheek once and name your favourite memory from the year you met.",
  dice102: "Cup your partner's hands loosely in yours and let them warm up there, without a word.",
  dice103: "Lean your cheek against the top of your partner's head and stay there quietly as they lean back into you.",
  dice104: "Trace one tiny heart on your partner's cheek with a fingertip, then simply beam at them.",
  dice105: "Give each of your partner's shoulders one slow squeeze, then a pat, as if to say the day is done.",
  dice106: "Lay a hand between your partner's shoulder blades as you pass behind them, and let it linger.",
  // Level 2: Sweet
  dice107: "Kiss your partner once, very lightly, as though you were saying hello for the first time.",
  dice108: "Breathe out slowly against your partner's shoulder and leave one light kiss there.",
  dice109: "Whisper one thing about your partner that you find hard to resist.",
  dice110: "Plant a kiss on your partner's cheek and leave it there, a sweet full stop.",
  dice111: "Touch the tip of your nose to your partner's and give it a little rub before you pull back, grinning.",
  dice112: "Smooth your partner's hair back from their face and kiss their forehead, just once.",
  dice113: "Kiss your partner's shoulder lightly right through their top, collar left exactly where it is.",
  dice114:
    "Lay your head on your partner's shoulder, close to the collarbone, and rest there through one long, slow breath.",
  dice115: "Stroke a little hand cream into your partner's wrists and forearms, unhurried.",
  dice116: "Press your thumb into the centre of your partner's palm in a few slow circles.",
  dice117: "Interlace your fingers with your partner's and simply hold on while you talk about your day.",
  dice118: "Kiss the back of your partner's hand once, the old-fashioned way.",
  dice119: "Place a hand over your partner's heart and say one sentence about what they mean to you.",
  dice120: "Put an arm around your partner's waist from the side and give them a little squeeze.",
  dice121: "Rub small, warm circles between your partner's shoulder blades until they let out a contented sigh.",
  dice122: "Take your partner's hand and tell them the moment on your first date when you knew you liked them.",
  dice123: "Hook your little finger through your partner's and tug them a step closer for a hug.",
  dice124: "Sit close and trace slow figures of eight on the back of your partner's hand with your thumb.",
  dice125: "Come up behind your partner, kiss the top of their shoulder once, then slip your hand into theirs.",
  dice126: "Smooth a little lotion onto your partner's feet while they stretch out and relax.",
  dice127: "Give your partner's feet a gentle squeeze through their socks, one foot at a time.",
  dice128: "Hold your partner's gaze and try not to grin; whoever cracks first gets a peck on the nose.",
  dice129: "Stand behind your partner and leave one quick kiss on the top of their head.",
  dice130: "Whisper a brand-new pet name into your partner's ear and let them decide whether it stays.",
  dice131: "Sit beside your partner and tip your head onto their shoulder, letting the quiet settle around you.",
  dice132: "Hold your partner's hand against your cheek, close your eyes and smile.",
  // Level 3: Warm
  dice133: "Kiss your partner slowly, once, with a hand resting softly on their cheek.",
  dice134: "Hold your partner loosely at the waist and leave a single kiss on the top of their shoulder.",
  dice135: "Tell your partner quietly, close to their ear, one thing about how they look tonight that you love.",
  dice136: "Kiss the tip of your partner's nose, then their forehead, and leave it there.",
  dice137: "Run a thumb lightly along your partner's jaw, chin to ear, and let your hand rest on their cheek.",
  dice138:
    "Work your fingertips through your partner's hair in slow, soothing circles, the way a good hairdresser does.",
  dice139: "Knead your partner's shoulders gently, asking where it helps most.",
  dice140:
    "Chill your fingertips on a cold glass, rest them on your partner's shoulder, then chase the cool away with a warm palm.",
  dice141: "Stroke your partner's arm slowly from shoulder to wrist, over their sleeve.",
  dice142: "Work your thumbs over your partner's knuckles one at a time, slowly, then fold their hand in yours.",
  dice143: "Kiss the tips of your partner's fingers one by one, then hand them back with a wink.",
  dice144: "Press a single kiss to the inside of your partner's wrist and let it go.",
  dice145: "Lay your cheek on your partner's chest, over their top, and listen to their heart.",
  dice146: "Hold your partner by the waist and draw little circles there with your thumbs while you talk.",
  dice147: "Give your partner a back rub over their T-shirt, long easy strokes from shoulders to waist.",
  dice148:
    "Keep your hands on the outside of your partner's top, resting at their lower back, as you share an easy kiss.",
  dice149: "Stand behind your partner with your arms around their waist and sway together to no music at all.",
  dice150: "Rub your partner's lower legs while they stretch out, asking what feels nicest.",
  dice151: "Lay a warm palm behind each of your partner's knees in turn and let the warmth sink in.",
  dice152: "Stroke both palms slowly up the backs of your partner's calves, then back down to their ankles.",
  dice153: "Fill a bowl with warm water for your partner's feet and let them soak while you chat.",
  dice154:
    "Lean in until your noses almost touch, hold there a breath, then turn it into a kiss on your partner's cheek.",
  dice155:
    "Draw one fingertip slowly across your partner's shoulder towards their arm, and place one kiss where it stops.",
  dice156: "Lean against your partner's shoulder and describe, in a few soft words, the evening you are hoping for.",
  dice157: "Sit facing your partner, knees touching, hold both their hands and kiss them once, without hurry.",
  dice158: "Ask your partner where their back aches most and press there gently with a flat, warm hand.",
  // Level 4: Spicy
  dice159: "Put your hands behind your backs and trade one quick peck; whoever laughs first loses the round.",
  dice160: "Kiss the side of your partner's neck once, lightly, then bury your face in their shoulder for a hug.",
  dice161: "Lean close and tell your partner, in a murmur, what caught your eye about them tonight.",
  dice162: "Ask your partner to close their eyes and land three soft kisses on their cheeks, one at a time.",
  dice163: "Tilt your partner's chin up with one finger and kiss them once on the forehead.",
  dice164: "Run your fingers gently through your partner's hair while you share a soft, easy kiss.",
  dice165:
    "Kiss a slow line along the top of your partner's shoulder, straight through the fabric, from the arm towards the neck.",
  dice166: "Straighten your partner's collar slowly and carefully, then kiss their cheek for looking so good.",
  dice167: "Hold your partner's hands in yours, down at their sides, and kiss slowly up the inside of one forearm.",
  dice168: "Press a kiss into your partner's palm, then lay their hand against your cheek.",
  dice169: "Kiss your partner's fingers one by one and tell them what you love about their hands.",
  dice170: "Lace your fingers with your partner's, lift your joined hands between you and kiss them softly.",
  dice171:
    "Draw slow lines across your partner's chest with a fingertip, over their top, then rest your hand over their heart.",
  dice172: "Lift your partner's hand to your lips and kiss it one knuckle at a time, stopping wherever they say.",
  dice173: "Tap little drops across your partner's back with a fingertip, over their top, and let them guess how many.",
  dice174: "Stand behind your partner, hands resting on their waist, and kiss them once between the shoulder blades.",
  dice175: "Draw your partner into a close hug and sway with them slowly, cheek to cheek.",
  dice176: "Rest a hand on your partner's knee as you sit together, stroking it lightly with your thumb.",
  dice177: "Run a feather or a fingertip slowly along your partner's forearm and stop the moment they say.",
  dice178: "Smooth your hands up your partner's calves, slow and firm, while they put their feet up.",
  dice179: "Give your partner a slow foot rub and finish with one kiss on the top of each foot.",
  dice180: "Take a sip of something cool and give your partner one quick, chilly peck on the cheek.",
  dice181: "With your partner's eyes closed, spell a word on their palm with one fingertip and let them guess it.",
  dice182: "Hum a few soft notes close to your partner's ear, then kiss their cheek and let them go.",
  dice183: "Rest your hands lightly on your partner's hips, over their clothes, while you share one slow kiss.",
  dice184:
    "Between slow kisses, slip off your partner's shoes, socks or watch, one thing only, and let them do the same for you.",
  // Level 5: Fire
  dice185: "Kiss your partner slowly and deeply, with your hands staying still on their shoulders.",
  dice186:
    "Leave a trail of light kisses from your partner's cheek to their shoulder, clothes staying right where they are.",
  dice187:
    "Whisper a plan for a cosy rest of the evening, blankets and tea or whatever you fancy, and let your partner pick what comes first.",
  dice188:
    "Hold your partner's face gently, cheek against cheek, and breathe together until one of you starts to smile.",
  dice189: "Kiss your partner's jaw once, near the chin, and let them lean into it.",
  dice190: "Tuck your partner's hair behind their ear and kiss them warmly, keeping it tender rather than fierce.",
  dice191: "Keep your eyes on your partner's while you kiss each of their shoulders through their clothes.",
  dice192:
    "Find your partner's collarbone above their neckline and kiss along it gently, every button staying fastened.",
  dice193:
    "Let your partner rest their arms on your shoulders while you stroke slowly along them with your fingertips.",
  dice194:
    "Put your hand in your partner's and let them steer it across their shoulders and arms, saying only slower or more.",
  dice195: "Lace fingers with your partner and kiss their forehead, cheeks and nose, giving a squeeze between each.",
  dice196:
    "Ask your partner to keep their hands in their lap, on their honour, while you kiss their cheeks, hands and shoulders.",
  dice197:
    "Warm your palms on a hot mug, then lay them flat on your partner's chest over their clothes while they enjoy the heat.",
  dice198: "Rest your head on your partner's stomach, over their top, and look up at them with a smile.",
  dice199: "Lie close behind your partner, both still dressed, and hold them like a warm blanket.",
  dice200:
    "Trace a slow line from your partner's shoulders to the small of their back, over their top, and end with one warm kiss between the shoulder blades.",
  dice201: "Sit close beside your partner and let them decide the pace of one kiss: short, slow or somewhere between.",
  dice202: "Rub slow circles over your partner's knees and ask each time whether to keep going.",
  dice203: "Blow a cool breath across your partner's knuckles, then warm them with a kiss.",
  dice204: "Kneel at your partner's feet, kiss one knee, and wait for them to pull you up into a hug.",
  dice205:
    "Kiss the top of your partner's foot once, like a small promise, then let them choose a hand or a cheek for the next.",
  dice206: "Kiss your partner softly, then ask 'another?' and give them exactly as many as they ask for.",
  dice207:
    "Put on something you both love and dance together, hands on your partner's waist, as silly or as slow as you like.",
  dice208: "Lie facing your partner, clothes on, and share slow kisses with your hands kept still.",
  dice209:
    "Draw your partner into a hug and whisper where you would love to take them on your next date, then wait for their yes.",
  dice210: "Take turns giving each other a quick back rub over your clothes, and kiss a shoulder each time you swap.",
};
