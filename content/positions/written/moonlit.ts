import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Sitting wrapped together in the Lotus, you turn side-on to the window so the moon lights one half of each face and leaves the other in shadow. Without lamps the rocking grows slower and quieter, more murmur than movement, and the cool air makes holding on feel natural. Whatever you were whispering about before simply carries on, closer. Pull a throw around both your shoulders before the chill settles in.",
      steps: [
        "Switch off every light, draw back the curtains of a window nobody overlooks, and give your eyes a minute to find the silver.",
        "One of you sits cross-legged with the window off to one side; the other climbs into that lap, facing in, legs circling loosely behind.",
        "Drape a blanket over both your shoulders and hold it closed behind each other's backs, so the weight and the warmth are shared.",
        "Rock in small, unhurried movements, keeping your voices low enough that the quiet of the house stays unbroken.",
        "When you slow to a stop, stay folded together for a while and watch the light shift across the wall.",
      ],
    },
    "romantic-2": {
      description:
        "Whoever lies in front gets the sky: with the curtains drawn back they can watch clouds cross the moon, while the partner behind sees only a shoulder edged in pale light. Spooning was always sleepy; here it turns dreamy, with slower breathing, fewer words and the night breeze moving over the covers. Keep the duvet close, because lying still in cool air gets cold quicker than you expect.",
      steps: [
        "Open the curtains wide, crack the window if the night is mild, and turn off the last lamp.",
        "Lie down on your sides facing the glass, the partner behind curving in close along the back of the one in front.",
        "Let one arm slip under your partner's pillow and the other rest over their hips, then pull the duvet up to your shoulders.",
        "The partner behind keeps a soft, even rhythm while the one in front names whatever they can see: a star, a cloud, the moon itself.",
        "Leave the curtains open as you doze off, if you like waking to the first grey of dawn.",
      ],
    },
    "romantic-3": {
      description:
        "Seen from the pillow, the partner above is a silhouette with a silver rim; seen from above, the one lying back has their whole face softly lit from the window. That imbalance is the charm of a moonlit Slow Embrace: one of you is seen, the other outlined, so swap halfway and each of you gets both views. Rest on your forearms, since a sleepy arm in the dark is easy to misjudge.",
      steps: [
        "Darken the room completely apart from the window, and position the pillows so the one lying back faces the light.",
        "That partner settles onto their back, knees bent; the other lowers over them, face to face, weight on the forearms.",
        "Wind arms and legs together wherever they fall, and take a moment simply looking before you move.",
        "Keep the pace slow and hushed, checking in with a whisper rather than a glance, since expressions are harder to read.",
        "Roll over halfway through so the other partner gets the lit pillow and the view of the silhouette.",
      ],
    },
    "romantic-4": {
      description:
        "Two crescents under a real moon. Lying on your sides with legs woven, one of you faces the window and one has it behind, so each sees the other in a different light, and nobody carries any weight. Twin Crescents lets you stay like this for ages at three in the morning, barely moving, talking in half-sentences. A light sheet over your legs keeps the draught away.",
      steps: [
        "Pull the curtains open, turn off the lights and shake out a light sheet to cover you both.",
        "Lie on your sides facing each other on one shared pillow, so one of you looks towards the window and one looks away from it.",
        "Lay the upper leg of one partner over the other's hip and draw close until you are almost touching all the way down.",
        "Move in tiny, lazy motions, pausing whenever you want to watch the light catch your partner's hair.",
        "Turn over together at some point so the one in shadow gets their turn facing the sky.",
      ],
    },
    "romantic-5": {
      description:
        "The moon pulls the tides, and an open window seems the right place for the Tidal Rock. Pressed together from shoulders to feet, you let the rolling motion slow until it matches the stillness outside; the hush of the room makes every breath audible, and nothing else needs saying for a long while. With so much contact you will stay warm, but keep a blanket within reach for afterwards.",
      steps: [
        "Turn off the lamps, open the curtains onto a private stretch of sky, and leave a blanket folded at the foot of the bed.",
        "One partner lies back while the other lies above, then edges a little higher so you meet flush along your whole length.",
        "Rather than drawing apart, rock together in one continuous, rolling wave, as slow as water creeping up a beach.",
        "Listen for each other's breathing in the quiet and let that set the tempo instead of any count.",
        "When the tide goes out, pull the blanket over you both and lie still until the room feels cool again.",
      ],
    },
    "romantic-6": {
      description:
        "Kneeling upright and face to face, you are tall enough for the window light to reach both faces at once, which makes the Kneeling Vow feel like a promise made under the sky. The darkness does make balance trickier, so sway less and hold on more. If there is something big you have been meaning to say, this is where it comes out softly. Stay in the middle of the mattress, well away from the edges.",
      steps: [
        "Turn the room dark except for the open window and let your eyes adjust before you kneel up.",
        "Kneel facing each other in the centre of the bed, knees set a little apart so you feel planted.",
        "Come close and wrap your arms around each other's shoulders and back, holding firmly rather than lightly.",
        "Whoever is taller widens their knees a touch until your faces are level in the light.",
        "Sway only gently, and if either of you wobbles, sink down onto your heels together rather than reaching out into the dark.",
      ],
    },
    "romantic-7": {
      description:
        "Hearthside trades its imagined fire for a real window: sitting back against the headboard, both facing the same way, you can look out at the night sky together. The partner in front rests back against the one behind, who has a view of stars over a shoulder and arms free to wander. Slower, sleepier and more contemplative than usual, like stargazing that got happily sidetracked. Tuck a blanket over your legs, as sitting still invites a chill.",
      steps: [
        "If you can, turn the bed or pillows so the headboard end looks towards the window, then switch off the lights.",
        "One partner sits back against the headboard, legs stretched out; the other settles between those legs and leans back into them.",
        "Spread a blanket over you both and let the partner behind wrap their arms around the front, free to hold and stroke.",
        "Point things out in the sky in low voices while the partner in front guides the small, slow shifts.",
        "Stay as you are afterwards and watch until one of you starts to drift off.",
      ],
    },
    "romantic-8": {
      description:
        "Carry a sturdy armless chair over to the window and the Sweetheart Chair becomes a secret midnight meeting: the seated partner sees a face lit in silver, and the one on top looks out past a shoulder at the sky. It keeps the sense of having slipped away, just quieter and cooler. Choose a window that truly is not overlooked. Floors are hard to see at night, so check the chair's feet sit flat and steady.",
      steps: [
        "While a lamp is still on, set the chair on a rug a step back from the window and make sure it does not rock.",
        "Turn the lamp off, open the curtains and let the room settle into moonlight.",
        "One partner sits well back in the seat, feet flat; the other straddles that lap facing them, feet on the floor or the rungs.",
        "Hold each other close while the partner on top sets the pace, keeping it soft enough not to creak the chair.",
        "Before standing, pause for your eyes to find the floor again, then help each other up.",
      ],
    },
    "passionate-1": {
      name: "Moonrise at the Window",
      description:
        "Moonrise, with an actual moon rising behind the rider: the partner lying back sees the one above in silhouette against a pale window, and that outline is the whole show. The rider still sets the pace, but the dim light invites a slower, more deliberate one, with fewer words, confident and quietly theatrical. Because expressions are harder to read, check in out loud now and then.",
      steps: [
        "Put out every light, open the curtains, and arrange the pillows so the one lying down has the window beyond their feet.",
        "That partner lies back, head cushioned, while the other kneels astride them facing the glass, knees either side.",
        "The rider sits tall, taking hands for balance if wanted, so their outline is framed by the night sky.",
        "Let the rider choose every speed and angle, slowing to a sway whenever the view deserves a moment.",
        "Swap a quick word or two as you go, since a shadowed face is harder to read than a lit one.",
      ],
    },
    "passionate-2": {
      description:
        "Usually the bold one, this shape turns hushed by the window. The partner in front kneels facing the glass and can look out at the dark, while the one behind leans in close to murmur instead of staying upright. The Wild Tide keeps its shape and drops its volume, which is kind to a house that is asleep and should stay that way. Pad the knees with a folded blanket, and agree a pace before you begin.",
      steps: [
        "Turn the bed so the head faces the window if possible, open the curtains and put the lights out.",
        "The partner in front kneels and leans forward onto forearms or hands, looking out towards the sky.",
        "The other kneels close behind, knees placed wherever feels steadiest, hands resting on their partner's hips.",
        "Say the pace you both want before you start; the one in front can rock back to adjust it.",
        "Keep the one behind leaning forward often enough to whisper, so the quiet feels shared rather than silent.",
      ],
    },
    "passionate-3": {
      description:
        "Legs resting on the kneeling partner's shoulders, the one lying back is lit from the window and easy to watch, yet the room is dim enough that words matter as much as looks. High Tide asks for flexibility and close attention to each other's faces; moonlight keeps both and slows everything down, so it feels intense and calm at once. Ease in, and lower the legs the moment anything pulls.",
      steps: [
        "Switch off the lamps, let the window light in and place a pillow where the lying partner's head will go.",
        "One partner reclines with the window's glow on their face; the second kneels close, weight resting partly on the heels.",
        "The one lying down lifts their legs and rests them against their partner's shoulders, going only as high as feels easy.",
        "Begin very slowly, finding the angle together, and name any stretch out loud since a wince is hard to see.",
        "Bring the legs down and stretch out side by side whenever you want a gentler finish.",
      ],
    },
    "passionate-4": {
      description:
        "Window light falls across the bed and stops at its edge, so the partner lying back is lit while the one standing stays in shadow, hands free. Bed's Edge keeps its angle; the room around it turns stiller and more private, and the cool air keeps things unhurried. The floor is where the darkness bites: clear it beforehand, and put a cushion or rug down for bare feet or knees.",
      steps: [
        "While you can still see, tidy away shoes and clutter beside the bed and put a cushion or rug down where the standing partner will be.",
        "Switch off the lamps and draw back the curtains, letting a band of silver fall across the mattress.",
        "One partner lies back with hips close to the edge and feet on the floor or the frame, face in the light.",
        "The other stands or kneels on the cushion facing them, adding pillows until the height is right.",
        "The standing partner sets a steady rhythm and keeps hold of hands, so you stay connected even when you cannot quite see.",
      ],
    },
    "passionate-5": {
      description:
        "Turn the rider to face the window and the Turned Horizon gets a real horizon. The rider looks out at the night while the partner lying back watches the line of a back drawn in silver, hands free to trace it slowly. It feels more meditative than the usual bold version, two people looking in different directions yet completely together. Choose it on a clear night. Reach for each other's hands when you want to check in.",
      steps: [
        "Darken the room and open the curtains on the side the foot of the bed faces.",
        "One partner lies on their back, legs together or a little apart, head well supported.",
        "The other kneels astride facing the feet, and therefore the window, settling in slowly.",
        "Lean forward or back until the angle suits you, while the partner below runs fingertips along the moonlit back.",
        "The rider controls every movement; reach back for a hand whenever you want a wordless check-in.",
      ],
    },
    "passionate-6": {
      description:
        "Lying flat on the front, the partner underneath turns their head on the pillow towards the window and gazes out while the other covers them like a warm layer against the cool night. The Velvet Press becomes an unhurried, almost sleepy stillness, with kisses along neck and shoulders in the half-light; nobody needs any energy for it, only the wish to stay close. The one above should keep weight on forearms and knees so breathing stays easy.",
      steps: [
        "Open the curtains, put out the lamps, and let the night air in if it is mild.",
        "The partner below stretches out face down, head on a pillow and turned towards the sky.",
        "The other stretches out over them, taking most of the weight on forearms and knees.",
        "Stay pressed close with faces side by side and move in small, slow presses, whispering now and then.",
        "Check in with a squeeze of the hand, and ease off to one side as soon as either of you wants more air.",
      ],
    },
    "passionate-7": {
      description:
        "Someone gets up for a glass of water, someone follows, and there by the wall beside a moonlit window the Wall Whisper loses none of its daring but gains a hush: the partner in front rests palms flat on the wall near the frame, the one behind presses in and speaks only in a murmur. Balance matters more when you cannot see your feet, so do this on a rug, not bare boards, and never lean on the glass itself.",
      steps: [
        "Choose a stretch of wall next to the window rather than the window itself, and clear anything you might trip on.",
        "Turn the lights off, open the curtains and stand barefoot on a rug so your footing holds.",
        "The partner in front places both palms flat on the wall at about shoulder height, looking towards the light.",
        "The other steps in close behind, arm around their partner, and uses a sturdy step or bent knees to even out heights.",
        "Keep the rhythm steady and close, with every word breathed rather than spoken.",
      ],
    },
    "passionate-8": {
      name: "Leaning Moon Beneath the Window",
      description:
        "A rider leaning back under an open window catches the light full on the face and shoulders, which makes the Leaning Moon feel like a tribute to its name. Dim light makes the backward lean trickier, so slow it even further and keep movements very small: a showy, confident position turned dreamlike. Keep a lamp within reach in case either of you needs to see to reposition.",
      steps: [
        "Put a small lamp where you can reach it, then switch everything off and open the curtains.",
        "Start with one partner on their back, knees bent, and the rider upright astride them, facing them.",
        "The rider tips back a little at a time, finding their partner's knees or the mattress with their hands before trusting the weight.",
        "Let the moonlight fall on the rider's face and keep each movement small, slow and controlled.",
        "Come upright between rounds, and click the lamp on at once if either of you loses your bearings.",
      ],
    },
    "adventurous-1": {
      description:
        "Moonlight shows faces beautifully and floors hardly at all, which matters when one of you holds the other's whole weight. So this Carry Me Home keeps the drama and loses the wandering: lift beside the window, lean straight onto the wall, and let the silver on each other's faces be the cinematic part. Try it only if you have done the lift before in daylight, keep it brief, leave a small night light on low, and never walk while carrying.",
      steps: [
        "With a lamp still on, clear the floor completely and pick a bare stretch of wall close to the window.",
        "Switch to a single dim night light, open the curtains and wait until you can see each other's outlines clearly.",
        "Face each other with the lifted partner's back to the wall; the lifter sinks low, knees soft, and grips securely beneath the legs.",
        "Count to three in a whisper, then the lifted partner hops up, wraps their legs around the lifter's hips and leans back onto the wall.",
        "Stay put rather than stepping about, and lower your partner gently to the floor the instant either of you says so.",
      ],
    },
    "adventurous-2": {
      description:
        "A Wheelbarrow Dare at midnight is mostly about trying not to laugh loudly enough to wake anyone. Starting at the edge of the bed keeps the front partner's hands on the mattress, where the dark matters least, while the standing partner lifts the legs in the window's glow. Silly, athletic and brief: a good way to break a solemn mood. Work out your hand signal for stop while you can still see it, and keep hands and arms happy.",
      steps: [
        "Turn off the lights, open the curtains so the bed is lit, and make sure the floor behind it is clear.",
        "The front partner kneels at the edge of the mattress, hands planted firmly on the bed.",
        "The standing partner takes hold of both legs and raises them slowly to hip height, moving only when the front partner nods.",
        "The one in front keeps arms strong or lowers to forearms, and a double tap on the mattress means stop at once.",
        "Set the legs down gently and collapse onto the bed together, stifling the giggles as best you can.",
      ],
    },
    "adventurous-3": {
      description:
        "The Starbridge gains its stars: with the curtains open, the partner arching into a bridge tips their head back and sees the night sky upside down through the glass. The kneeling partner supports the hips and watches the arch traced in pale light. Slower and calmer than the usual athletic version, it feels almost like a late yoga session. Arch only as far as your back is happy to go, hold the bridge briefly and lower down with care.",
      steps: [
        "Open the curtains, put the lamps out and position yourselves so the lying partner's head points towards the window.",
        "One of you lies back with knees bent and feet flat on the mattress, hip-width apart.",
        "The other kneels in close at the feet, hands ready to cradle the hips.",
        "Pressing through the feet, the lying partner lifts into a bridge, tipping the head back to find the stars while the kneeling partner takes some weight.",
        "Lower down slowly, one section of the back at a time, whenever the arch starts to feel like work.",
      ],
    },
    "adventurous-5": {
      description:
        "Sliding head and shoulders off the bed onto cushions, the partner below in the Waterfall sees the room flip, and the window with it: the moon now hangs below the rooftops. It is dizzying and dreamy at once, and the hushed room makes the rush feel bigger. Place the cushions while you can still see, stay only a few minutes, and sit up slowly to let the head settle.",
      steps: [
        "With a lamp on, pile soft cushions on the floor beside the bed on the side facing the window, then switch it off.",
        "Open the curtains wide and give your eyes a minute in the silver light.",
        "One partner lies back and inches towards the edge until head and shoulders rest on the cushions, gazing at the upside-down sky.",
        "The other stays on the bed above, kneeling or astride, one hand always resting on their partner.",
        "After a few minutes at most, help each other back up onto the bed and sit quietly until any light-headedness passes.",
      ],
    },
    "adventurous-6": {
      description:
        "One leg rises to the kneeling partner's shoulder, the other lies long on the bed, and then, in near silence, they change places. By moonlight the Bamboo Split becomes a slow, almost ceremonial exchange rather than a stretch to get through. Darkness hides a grimace, so say out loud how each stretch feels. Warm up first if the room is cool, because chilly legs complain sooner.",
      steps: [
        "Close the window if the night is cold, open the curtains and put out the lights.",
        "Stretch your legs and hips for a minute or two so they are warm before anything else.",
        "With one of you on your back and the other kneeling in front, raise a single leg to rest on the kneeler's shoulder while the second one stays long and relaxed.",
        "When you are ready to change, whisper it, then swap legs together, slowly, as if moving in time to something only you two can hear.",
        "Drop the raised leg whenever it wants to come down, and finish lying side by side.",
      ],
    },
    "adventurous-7": {
      description:
        "Creeping into a moonlit kitchen or dining room and using the table makes the Butterfly Table feel like a midnight escapade. Silver light through the window catches the one lying back while the standing partner steps in close. It keeps the thrill of the unexpected room but swaps the bold mood for a conspiratorial hush. Clear the surface properly first, since a stray glass is easy to miss in the dark, and lay down a blanket.",
      steps: [
        "Earlier in the evening, clear the table or counter completely and check that it is solid and does not wobble.",
        "At night, leave the lights off, open the blinds where no one can see in and fold a blanket over the edge.",
        "One of you reclines across the blanket-covered edge, feet raised or propped against your partner.",
        "The standing partner moves in close, holding hands or hips, and you find a pace in whispers.",
        "Tiptoe back to bed afterwards, carrying the blanket so the evidence goes with you.",
      ],
    },
    "adventurous-8": {
      description:
        "Whose leg is whose? By day the Pretzel Twist is a cheerful tangle; by moonlight, working it out becomes a quiet comedy. Once you have it, the side-lying partner's face turns up towards the window and the kneeling partner can watch every expression in soft light, relaxed and intimate, with the laughter kept low. Move slowly while finding the position so no knee lands where it should not.",
      steps: [
        "Put the lamps out and draw back the curtains so the light falls across the middle of the bed.",
        "One partner lies on their side with their head on a pillow, face angled towards the window.",
        "The other kneels astride that partner's lower leg, facing them, and steadies themselves with a hand on the mattress.",
        "The lying partner hooks their upper leg around the kneeling partner's hips, and you laugh quietly while you sort out the angle.",
        "Let the kneeling partner set a soft, easy rhythm, and untangle slowly when you are done.",
      ],
    },
    "mixed-1": {
      description:
        "No song needed: the Last Dance by an open window has the night outside as its music. Swaying face to face, the light on your faces and the cool air drifting in, you move slowly enough to hear each other breathe. Come home late from a wedding you did not want to end, and it carries on here, shoes off. Standing in the dark needs steady footing, so clear the floor and stay on a rug.",
      steps: [
        "Switch off the lights, open the curtains and, if the night is warm, the window too.",
        "Stand close together on a rug near the window, arms around each other's hips or shoulders.",
        "Sway in silence for a minute or two, letting the quiet and the breeze set the tempo.",
        "Even out your heights with a sturdy step or bent knees, and one of you may lift a foot onto the bed frame to come closer.",
        "When the dance winds down, walk the few steps back to bed hand in hand.",
      ],
    },
    "mixed-2": {
      description:
        "With heads at opposite ends and legs crossed in the middle, Crossed Paths in moonlight lets each of you lie back and look at the sky or the shadows on the ceiling while your hands find each other across the gap. Conversation turns into low, drifting murmurs between long pauses; nobody has an agenda, and nobody needs one. Draw a sheet over the tangle of legs if the breeze picks up.",
      steps: [
        "Open the curtains, switch off the lights and leave a sheet within easy reach.",
        "One partner lies flat on their back and the other lies on their side, your bodies angled like the two blades of scissors.",
        "Slide your legs between each other's until you meet in the middle, heads far apart.",
        "Reach out and hold hands across the bed, then rock together gently, talking softly about whatever comes to mind.",
        "Shift the angle whenever you like, and pull the sheet over you both as the room cools.",
      ],
    },
    "mixed-3": {
      description:
        "Sideways on is the rider's best angle in the dark: turn your profile to the window and let the light draw its outline. From below, the partner lying back gets an elegant, half-shadowed view, and Side Saddle shifts from mischievous to poised and a little mysterious, new without being hurried. Balance is fiddlier in the dark, so keep one hand planted on the mattress.",
      steps: [
        "Open the curtains and turn off the lamps, with the window on one side of the bed.",
        "One partner lies back, knees slightly bent, head on a pillow.",
        "The other straddles them first, then turns to sit sideways with both legs folded towards the window side.",
        "Keep one hand on the mattress or on your partner for balance as you find your seat in the low light.",
        "The rider sets the rhythm, turning a little towards the light or away from it to change the feel.",
      ],
    },
    "mixed-4": {
      description:
        "Leaning back on your hands, face to face with legs interlaced, Mirror Recline already makes distance part of the fun; in moonlight the gap fills with silver and shadow, and you look at each other as if across a lake. Every movement is small and shared, every look slower, and most of the flirting happens with the eyes. Sitting open to the cool air chills quickly, so have a throw across your legs, and fold into a hug when arms tire.",
      steps: [
        "Put out the lights, open the curtains and sit so the window is to one side of you both.",
        "Face each other on the bed with legs woven together, close enough that you meet comfortably.",
        "Lean back onto your hands, arms straight but soft at the elbows, and tuck a throw over your legs.",
        "Take turns pressing gently to make a shared rhythm, watching your partner's face in the half-light.",
        "Sit up into a warm embrace the moment your arms have had enough.",
      ],
    },
    "mixed-5": {
      description:
        "Sofa Skyline was named for a view, so give it one: with the curtains open behind the sofa, the partner kneeling on the cushions folds their arms on the backrest and looks out at the real night, rooftops and all. The partner close behind shares the view over a shoulder. Spontaneous and calm at once. Only do this where no neighbour can see in, and keep the lights off so the glass does not turn into a mirror.",
      steps: [
        "Check that the window behind the sofa is not overlooked, then switch off every light in the room.",
        "Draw the curtains back so the night sky, or the street's rooftops, fill the view over the backrest.",
        "Facing the backrest, the front partner kneels tall on the seat, folds both arms along its top and looks out at the view.",
        "Behind them, the other either kneels on the cushions too or stands on the floor, with one arm around their partner's hips.",
        "Keep a steady pace and stop now and then simply to look out together.",
      ],
    },
    "mixed-6": {
      description:
        "Lying in a T like the points of a compass, with the window pointing north, you can navigate by the moon. Compass is already low effort and chatty; at night the chat becomes murmured and the pace softens further, with hands held across the gap, and a busy day drains out of you both without either of you trying. Keep a blanket near, since the draped legs are the first thing to feel the chill.",
      steps: [
        "Open the curtains, turn the lights off and settle in with a blanket close by.",
        "One partner lies face up with knees bent, ideally with the window beyond the top of their head.",
        "The other curls onto one side, lying crosswise at a right angle and tucked in close.",
        "The partner on their back drapes both legs over the other's hips, and you pull the blanket across.",
        "Move together in small, slow motions, holding hands and talking in low voices.",
      ],
    },
    "mixed-7": {
      description:
        "Switchback Flow rolls from face to face, to the other partner on top, to a spoon; in moonlight every roll carries you in and out of the window's light. The transitions slow down naturally when you cannot quite see, which makes the pauses even sweeter, and by the last roll sleep is seldom far off. Start in the middle of the bed, because the edges are hard to judge in the dark.",
      steps: [
        "Turn off the lamps, open the curtains and pull the duvet aside so the centre of the bed is clear.",
        "Begin face to face in the middle, one partner reclining and the other above, close enough to kiss.",
        "Holding on tight, roll over together so your places swap, then pause and look at each other in the new light.",
        "When you feel like it, roll onto your sides into a spoon, the one in front facing the window.",
        "Pull the duvet back over you and let the last position drift straight into sleep.",
      ],
    },
    "mixed-8": {
      description:
        "Turn an armchair to face the window and Front Row Seat lives up to its name: the partner in front, settled into a lap and facing away, has the night sky as the view, while the one behind has arms free and every whisper delivered from barely an inch away. Quiet, easy and romantic; count the stars if you can keep your focus. Set the chair on a rug so it cannot slide when you lean.",
      steps: [
        "Turn a sturdy armchair towards the window, on a rug, and switch off all the lights.",
        "Pull back the curtains and let the room settle into its silver and shadow.",
        "One partner sits well back in the chair with feet flat; the other sits into that lap facing the window, feet on the floor.",
        "The partner behind wraps both arms around the front, holding and caressing, and murmurs about what you can see.",
        "Leaning forward or back, the one in front decides the pace; afterwards, stay put and watch the sky a while.",
      ],
    },
    "romantic-14": {
      description:
        "Moonlight softens a gaze, and few shapes hold as much gazing as this one. The partner lying back rests their head on a pillow, thighs draped over the lap of the one sitting up, who faces the window so the cool light falls across you both: faces half silver, half shadow, hands free for slow caresses. Lazy Lap turns a sleepless night tender. Keep pillows behind the sitting partner, and a throw near, because still bodies chill.",
      steps: [
        "Turn off every lamp, open the curtains wide and let your eyes adjust to the pale light.",
        "One partner lies back, head on a pillow and knees bent, with the window behind their head.",
        "Their partner sits upright between those knees, legs stretched long, and gathers the lying partner's thighs over their own.",
        "Lean back on your hands or into a pile of pillows, and rock slowly, watching the light move across your partner's face.",
        "Pull a throw over your legs when the night air cools, and stay until the moon moves on.",
      ],
    },
    "romantic-18": {
      description:
        "A slow dance for two with a view: standing before a moonlit window, the partner in front leans back into the other's arms, hands over theirs, and you both look out at the night. Shelter needs nothing but the embrace and a clear floor, since the dark hides clutter best of all. Bend the knees to match heights, and head for the bed the moment legs want rest.",
      steps: [
        "Open the curtains of a window nobody can see into, switch off the lights and clear a path back to the bed.",
        "Stand looking out through the glass, whoever is taller at the back, chest resting against the other's back.",
        "Arms go round the front partner's middle from behind; the one in front rests back against them and reaches up to clasp both hands at the nape of the other's neck.",
        "Bend your knees a little, partner behind, until your hips line up, and sway slowly while you look out together.",
        "Walk the cleared path to the bed whenever you are ready to lie down.",
      ],
    },
    "romantic-24": {
      description:
        "Tired nights already belong to this one, and moonlight makes it dreamier still. Curled on their side with hips at the mattress's edge, the lying partner faces the window, head on a pillow, while the one standing behind sees only a shoulder and hip in silver outline. Edge of Sleep stays quiet, slow and very restful for the one lying down. Leave a dim light on near the floor so the standing partner's feet are sure.",
      steps: [
        "Draw back the curtains, switch off the lamps and leave only a faint night-light low by the bed.",
        "Whoever lies down curls on their side across the bed, hips at its edge, gazing out at the sky.",
        "Draw your knees up and settle your head on a pillow.",
        "The other stands close behind on the floor, one hand on the upper hip and one on the thigh.",
        "Keep the pace as slow as the night, and add a pillow under the lying partner's hip if heights do not match.",
      ],
    },
    "passionate-25": {
      description:
        "Half Moon seems made for a moonlit room. The partner lying on their side, knees bent and head on a pillow, looks out at the sky, while the other kneels upright close behind their hips, a hand on hip and thigh. The one lying down can rest completely and simply watch the night; the kneeling one sees them edged in pale light. Calm and unhurried. Pad the kneeling partner's knees, and pull a throw over the lying one.",
      steps: [
        "Open the curtains to the moon, switch off every light and keep a throw by the bed.",
        "One partner lies on their side facing the window, knees bent forward and head on a pillow.",
        "The other kneels upright close behind their hips on a folded duvet, one hand on the hip and one on the thigh.",
        "The kneeling partner keeps a slow rhythm while the lying partner draws the knees up or down to change the angle.",
        "Lie down behind them into a spoon under the throw when you want to rest and watch the sky together.",
      ],
    },
    "adventurous-9": {
      description:
        "Bold and energetic by day, this reverse squat softens by moonlight into something dreamlike. On top, one partner squats facing the other's feet, soles on the mattress and hands on the raised knees, turned towards the window, so the one lying back watches their shape in silver against the glass. The Backwards Perch still works the thighs hard: keep it brief and kneel as soon as the legs shake. Leave enough light to see where feet go.",
      steps: [
        "Open the curtains, switch off the lamps and leave a small glow by the bed so you can see your footing.",
        "One of you lies face up, knees raised and soles on the sheet, head towards the room and feet towards the window.",
        "The other stands astride their hips facing the window, then lowers into a squat, hands on their partner's knees.",
        "Rise and sink slowly from the legs, back upright, while the partner below watches the moonlight on your back.",
        "Come down onto your knees the moment your thighs tire, and carry on there.",
      ],
    },
    "adventurous-23": {
      description:
        "Darkness makes every wobble funnier and every hold more trusting, which turns this dare into a quiet, giggly one. At the bedside, one partner sits with feet grounded and holds the other's hips as they walk their hands down to a cushion on the floor, legs resting across the seated lap. Keep the Seated Wheelbarrow very short, leave a lamp low on the floor, and walk the hands back up slowly.",
      steps: [
        "Dim the room to moonlight and one small lamp on the floor, and place a firm cushion in front of the bed.",
        "One partner sits at the edge of the bed, both feet planted.",
        "The other stands before them facing away, sits back onto their lap, then walks their hands forward and down onto the cushion.",
        "Let your thighs lie over your partner's lap and hook your legs round them while they hold your hips.",
        "After a minute or two, walk the hands back, sit up slowly and laugh about it in the dark.",
      ],
    },
    "mixed-9": {
      description:
        "Stargazer already has you both lying face up, heads side by side, and a clear night gives you something to gaze at. With the curtains open and the lights off, the partner on top lies back on the other, feet planted, while the one beneath folds their arms around them and points out stars between kisses on the neck. Playful and cosy. Keep it short if the lower partner feels the weight; rolling off is easy.",
      steps: [
        "Open the curtains, switch off every light and lie so that the window and the sky are in view.",
        "One partner lies face up, head on the pillow.",
        "Their partner settles back onto them, both facing the ceiling, and plants their feet on the mattress outside the lower partner's legs.",
        "The partner underneath wraps their arms across the other's stomach, and you take turns naming what you can see.",
        "Move in small, slow shifts from the planted feet, and roll off to lie side by side when the weight grows.",
      ],
    },
    "mixed-26": {
      description:
        "Kneeling tall before a moonlit window turns two bodies into one silhouette. The partner in front half-kneels with one foot planted, rising and sinking through that leg, while the other kneels close behind with arms around their waist, both of you looking out at the night. In the Lunge that planted foot gives a firm base even in dim light. Change feet halfway, and keep something soft beneath the kneeling knees.",
      steps: [
        "Open the curtains, switch off the lamps and kneel on the bed facing the window.",
        "One partner kneels upright, then brings one foot forward and plants it flat, hands resting on that knee.",
        "The other kneels tall close behind, facing the same way, arms round their partner's waist.",
        "The front partner lifts and lowers through that forward leg, slowly, both of you watching the sky.",
        "Change the forward foot halfway through, or sink down together onto the bed.",
      ],
    },
  },
};

export default written;
