import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Read your notes to each other already settled in the Lotus, close enough that the paper almost touches both faces, and the rocking begins while the words are still sinking in. Nothing about the shape changes; what changes is that every glance now carries a sentence you just heard. Ideal for an anniversary or after a rough patch. If reading aloud makes you shy, look at the page, not at your partner, until the last line.",
      steps: [
        "Earlier in the day, each write three honest sentences about something you adore in the other, and fold them away unseen.",
        "Sit cross-legged in the middle of the bed while your partner settles into your lap facing you, legs loosely around you.",
        "Holding each other with one arm, take turns reading your notes in a low voice, with no comments until both are finished.",
        "Set the papers aside on the bedside table and begin rocking slowly, faces close enough to repeat a favourite line.",
        "Afterwards, swap notes so each of you keeps the one written for you.",
      ],
    },
    "romantic-2": {
      description:
        "Spooning means the partner behind speaks straight into the other's hair, which turns a love letter into something closer to a bedtime story. The one in front reads first, facing away, where shyness has nowhere to land; then the partner behind answers softly. Only then curl up and let the lazy rhythm start. Made for a tired evening when you still want to feel cherished. Keep a small bedside light on just long enough to read by.",
      steps: [
        "Before bed, find a scrap of paper each and put down a few sentences on what you love about the other.",
        "With a small light still on, curl up on your sides, both turned towards the same wall, the one behind nestled along the back of the one in front.",
        "The one in front reads their note aloud without turning round; then the partner behind reads theirs softly over the shoulder.",
        "Put the notes on the nightstand, switch off the light, and settle an arm under your partner's pillow and one over their hips.",
        "Let the partner behind find an easy, steady rhythm while you both replay what was said.",
      ],
    },
    "romantic-3": {
      description:
        "Start the Slow Embrace sitting up against the pillows with your notes, read them to each other, and only then lie down face to face. Everything that follows is the familiar classic, but slower, with long looks and kisses that keep returning to something you said. Wonderful for a birthday or a plain Tuesday that needs lifting. If emotions run high, pause in the embrace and simply hold each other for a while.",
      steps: [
        "Take five quiet minutes apart to write a note no longer than a postcard about what makes your partner so lovable.",
        "Sit side by side against the headboard and read them aloud in turn, holding hands while the other listens.",
        "Then one of you lies back on a pillow with knees bent, and the other lowers on top, resting on the forearms.",
        "Wrap around each other and move slowly, stopping whenever you want to say a line back or simply look.",
        "Check in with a word or two as you go, and keep the pace as gentle as the notes were.",
      ],
    },
    "romantic-4": {
      description:
        "Twin Crescents keeps you face to face on one pillow, which is exactly where you want to be when someone has just told you why they love you. Read your letters lying down, legs already woven, and let the quiet after each one stretch out before anything else happens. Equal, easy and very tender. A lovely way to mark making up after an argument. Tissues on the nightstand are not a bad idea.",
      steps: [
        "Write your letters separately and keep them secret until bedtime; three heartfelt sentences is enough.",
        "Share one pillow, lying on your sides and turned towards each other, and let one partner hook a leg over the other's hip.",
        "Hold your notes between you and read them in turn, close enough to speak barely above a whisper.",
        "Tuck the papers under the pillow, draw in until you are nearly touching all the way along, and hold each other around the back.",
        "Move in small, unhurried motions and stay tangled for as long as you like afterwards.",
      ],
    },
    "romantic-5": {
      description:
        "The Tidal Rock builds slowly by design, and opening with love letters gives that slow build something to grow from. Read your notes sitting close, then lie down with one partner above, bodies flush from shoulders to feet, and let the rolling motion carry the feelings forward rather than away. Made for couples who prefer depth over novelty. If a line in the letter made someone cry, just hold still together until the moment passes.",
      steps: [
        "Each set down a short note about what you treasure in the other, written honestly rather than cleverly.",
        "Sit knee to knee on the bed and read the notes aloud, the quieter of you going first.",
        "Lie down so one of you is on their back and the other above, then shift up the bed until you lie completely flush.",
        "Rock together in one continuous roll without drawing apart, keeping the contact unbroken.",
        "Let the pace rise only a little at a time, and whisper any line from the letters that you want to hear again.",
      ],
    },
    "romantic-6": {
      description:
        "A Kneeling Vow already looks like two people making promises, so reading your love letters here turns the look into the real thing. Kneel face to face, take turns reading, then fold the notes away and wrap your arms around each other for that tall, full-length embrace. Moving, a little ceremonial, and perfect for an anniversary, an engagement or simply saying it properly. Balance comes first: hold steady before swaying, and kneel on something soft.",
      steps: [
        "Phrase your notes as promises or thank-yous, a handful of lines each, and keep them folded until the moment comes.",
        "Kneel up on a soft mattress, opposite each other and near its centre, with your knees slightly spread to feel stable.",
        "Read your notes aloud in turn while your free hand rests on your partner's shoulder for balance.",
        "Lay the notes down, shuffle in until nothing is between you, and hug hard; if one of you stands higher on the knees, they widen their stance to bring the faces level.",
        "Sway slowly, steadying each other, and sink to sitting whenever knees or balance need a break.",
      ],
    },
    "romantic-7": {
      description:
        "Settled back against the headboard with one partner leaning into the other, Hearthside lets the person behind hold the note in front of you both and read it over a shoulder, so the words land close while nobody has to meet anyone's eye. Then swap papers and let the one in front read theirs. Gentle, safe-feeling and a good first try for couples new to saying things like this out loud.",
      steps: [
        "On a card each, finish the sentence 'I love the way you' three times; plain words beat poetry.",
        "Whoever will hold the other props up against a bank of pillows, legs stretched long; the second partner nestles between them, back resting against the first.",
        "The partner behind reaches round, holds their note where you can both see it, and reads it quietly.",
        "Then the partner in front reads theirs, with the arms from behind still wrapped around them.",
        "Lay the notes aside and let the slow, wandering caresses begin, the one in front setting the pace.",
      ],
    },
    "romantic-8": {
      description:
        "Set two notes on the seat of a sturdy armless chair before you begin: the Sweetheart Chair starts with one partner sitting, the other perched astride their lap, each reading aloud to a face just inches away. Then the papers go on the floor and the closeness does the rest. It still feels like sneaking away, only more personal. Choose a chair that does not wobble, on a rug, so nothing slides.",
      steps: [
        "Pen three or four lines each on what you love about the other, then leave both notes on the chair seat as a surprise.",
        "Put the chair on a rug, and one partner sits well back in it with feet flat on the floor, holding the notes.",
        "The second partner climbs astride, face to face, finds a footing on the floor or a rung, and you read to each other at whisper distance.",
        "Drop the papers to the rug, hold each other close and let the partner on top set the pace.",
        "Pick the notes up together afterwards; some couples keep them tucked in a drawer as a reminder.",
      ],
    },
    "passionate-1": {
      description:
        "Moonrise puts the rider upright and in charge, and beginning with a love letter read from that height feels delightfully bold: the one lying back gets to watch the rider say something tender before taking the lead. Then the roles reverse in words, as the partner below reads theirs. Confident, playful, and good for a couple that wants affection and a little showmanship together. Finish reading before anyone moves, and keep a hand on your partner for balance.",
      steps: [
        "Over dinner or on the sofa, jot down three things you admire in your partner and bring the page to bed.",
        "One partner lies on their back, head on a pillow, while the other kneels astride, knees on either side.",
        "The rider reads their note first, sitting tall; then it is the turn of the partner below, reading up at them.",
        "Set the notes aside, and the rider takes charge of the pace and angle, using their partner's hands for balance.",
        "Slow down whenever a line from the letters comes back to mind, and say it out loud.",
      ],
    },
    "passionate-2": {
      description:
        "Wild Tide has no eye contact once you are in it, which is exactly why the love letters go first, face to face, before the partner in front turns and kneels forward. The words then carry through what follows: the partner behind can lean in close and repeat a line, softening a bold position into something warm. A good pick for a couple who like both passion and sentiment. Cushion the knees and agree a pace out loud.",
      steps: [
        "Sit face to face on the bed and read each other the heartfelt notes you wrote earlier.",
        "The partner in front then turns and kneels, leaning forward onto hands or forearms.",
        "The other kneels close behind, knees wherever feels steadiest, hands resting on their partner's hips or shoulders.",
        "Agree on the pace out loud before you start, and let the one in front rock back to adjust it.",
        "Now and then the partner behind leans down to murmur back a phrase from the letter just heard.",
      ],
    },
    "passionate-3": {
      description:
        "High Tide is intense and face to face, every reaction visible, so pairing it with love letters makes it feel personal rather than merely athletic. Read your notes first, sitting up; then the partner lying back lifts their legs to rest on the other's shoulders and you can watch each other remember what was said. Suits couples who want intensity with meaning. Go slowly and lower the legs as soon as flexibility says enough.",
      steps: [
        "Sitting up in bed, read aloud the few lines you each wrote about what you love in the other.",
        "Then one of you reclines onto a pillow while the second kneels facing them, weight settled a little back onto the heels.",
        "The partner lying down raises their legs and rests them against the other's shoulders.",
        "Begin slowly, adjusting the angle together and holding each other's gaze as the words from the letters settle.",
        "Lower the legs whenever you need, and finish wrapped up side by side.",
      ],
    },
    "passionate-4": {
      description:
        "Whoever stands in the Bed's Edge has both hands to spare, so put a note in them: they read it looking down at the partner lying back, who then reads theirs looking up. The height difference gives the exchange an almost theatrical quality before it turns intimate. Good for a spontaneous evening that still wants a tender start. Put a cushion down for the kneeling option, and adjust heights with pillows before you read.",
      steps: [
        "Set a five-minute timer and each write up to three sentences on what you cherish in the other.",
        "One of you lies back with hips close to the mattress edge, feet resting on the floor or on the bed frame.",
        "Facing them, the second partner stands, or kneels on a folded cushion; slide pillows underneath until the angle suits you both.",
        "The standing partner reads first, then listens while the partner lying back reads theirs.",
        "Put the notes aside; the standing partner sets a rhythm and keeps hold of hands or hips to stay connected.",
      ],
    },
    "passionate-5": {
      description:
        "The rider in Turned Horizon faces the foot of the bed, away from their partner, so read the love letters face to face first and choose one sentence each to keep. Once you are in position, the partner lying back can trace the line of the rider's back and repeat their kept sentence. It turns a bold, unusual view into something affectionate. Good for couples who like novelty with heart. Keep it slow at first.",
      steps: [
        "Read your notes aloud sitting opposite each other, and each pick a single favourite line to remember.",
        "One partner lies back, legs together or slightly apart, with a pillow under the head.",
        "The other kneels astride facing their partner's feet and leans forward or back to find a good angle.",
        "As the rider sets the pace, the partner below runs their hands along the rider's back and says the chosen line aloud.",
        "Let the rider stay in control throughout, slowing whenever the words need a moment.",
      ],
    },
    "passionate-6": {
      description:
        "Velvet Press has the partner above resting over the one lying on their front, faces side by side, which makes it the ideal place to whisper a love letter from memory. Read the notes properly first, then let the partner above murmur their favourite line again while the slow, heavy closeness takes over. Tender, calm and very comforting. Whoever is on top needs to hold their own weight up on elbows and knees, so breathing stays easy underneath.",
      steps: [
        "Jot down a few lines each on what makes your partner so dear, then sit on the bed and take turns reading them out.",
        "The partner who will be underneath lies on their front, head on a pillow, arms loose.",
        "The other stretches out above, taking most of the weight on forearms and knees, faces side by side.",
        "Move in small, slow presses while the partner above repeats a line from their letter, quietly, close by.",
        "Check in with a squeeze of the hand, and roll apart the moment either of you needs more room.",
      ],
    },
    "passionate-7": {
      description:
        "Wall Whisper is all about words spoken close from behind, so let those words be the ones you wrote. Read your love letters face to face first, then the partner in front places palms against the wall, the other presses in, and the whispering turns to the lines you just heard. Spontaneous but sweet, good for a couple who like a bit of daring. Standing needs steady footing: even out heights with a sturdy step.",
      steps: [
        "Standing close, read each other the short notes you wrote, before anything else happens.",
        "The partner in front turns to the wall, hands flat at about shoulder height.",
        "The other steps in behind, arm around their partner, and uses a firm step or bent knees if heights differ.",
        "Keep the rhythm steady while the partner behind whispers back the lines that mattered most.",
        "If legs tire, turn around into a hug against the wall and finish face to face.",
      ],
    },
    "passionate-8": {
      description:
        "Leaning back with hands braced on the other's knees, the rider in Leaning Moon is open and on show, and reading a love letter just before makes that exposure feel cherished instead of merely daring. Read your notes with the rider still upright, then lean back slowly while the partner below looks up and says something kind. A showy, confident pairing for an adventurous anniversary. Keep the lean small and come upright whenever you need.",
      steps: [
        "When you write your notes beforehand, reach for specific moments rather than general praise.",
        "Settle into the usual partner-on-top shape first: one of you lying back with knees raised, the rider sitting up astride and facing them.",
        "Read your letters in this position, the rider first, so you can see each other's faces as you speak.",
        "Put the papers down; the rider leans back gradually, bracing hands on the partner's knees or the mattress.",
        "Keep movements small and controlled, and sit up into an embrace whenever you want a rest.",
      ],
    },
    "adventurous-1": {
      name: "Carry Me Home, Love Letter First",
      description:
        "Carry Me Home is a trust exercise, and a love letter read just before is a reminder of why you trust each other. Read your notes standing by the wall, then put them down and clear your hands completely, because a lift needs a firm grip, not paper. The result is cinematic and sweet at once: a big, strong gesture right after some soft words. Keep the lift short and let backs decide.",
      steps: [
        "Put a few honest lines about your partner on paper and leave the page on a shelf near the wall you will use.",
        "Stand face to face beside a wall and read your notes aloud, then set them well out of the way, hands empty.",
        "With the lifted partner's back towards the wall, the lifter bends low and takes a secure hold beneath the legs.",
        "On a shared count, the lifted partner springs up, locks their legs around the lifter's hips and rests back against the wall so it carries some weight.",
        "Stay only as long as it feels easy, and lower down gently the instant either of you asks.",
      ],
    },
    "adventurous-2": {
      description:
        "Not every love letter has to be solemn. Before a Wheelbarrow Dare, write notes that mix what you adore with a playful challenge, read them with a straight face if you can, then let the silliness begin at the edge of the bed. It suits couples who show love through laughter. Keep it short: hands, arms and backs set the limit, and a tap on the mattress means stop straight away.",
      steps: [
        "List two things you love about your partner in a note, and finish it with one cheeky dare.",
        "Sit on the bed and read them aloud, trying not to laugh before the dare arrives.",
        "The front partner kneels at the mattress edge with palms planted on the bed, and the other stands behind.",
        "The standing partner lifts the front partner's legs slowly to hip height, while the one in front stays on straight arms or drops to forearms.",
        "Keep it brief; lower the legs the moment anyone taps out, and collapse onto the bed together.",
      ],
    },
    "adventurous-3": {
      description:
        "In the Starbridge one partner arches up, supported at the hips by the other kneeling close, and it can feel surprisingly vulnerable. Reading love letters beforehand makes the supporting role feel like a promise kept: the partner holding the bridge has just said exactly what they cherish. Athletic and tender together, lovely for flexible couples who want more than a workout. Hold the arch briefly and lower with control.",
      steps: [
        "Take turns reading your notes aloud while you sit facing each other on the bed.",
        "One of you lies back, knees raised and soles pressed into the mattress.",
        "The other kneels close at the feet, hands ready to support their partner's hips.",
        "The lying partner pushes through the feet to raise the hips into a bridge, and the kneeling partner takes as much weight as needed.",
        "Come down slowly whenever the arch tires, and lie together afterwards repeating a favourite line.",
      ],
    },
    "adventurous-4": {
      description:
        "Leave your love letters on the stairs like a trail, one on a low step and one halfway up, so the Staircase Rendezvous begins with a little treasure hunt. Whoever reaches each note reads it aloud, and by the time one partner is sitting a few steps up with the other kneeling below, the words have done their work. Cheeky, romantic and great for a surprise. Pad the steps and hold the banister.",
      steps: [
        "Write your notes separately, then place them on the staircase while your partner is out of the room.",
        "Cover the steps with a folded blanket if they are not carpeted, and make sure nothing else is left on them.",
        "Climb together, stopping to read each note aloud where you find it.",
        "One partner then sits a few steps up, resting back on the elbows, and the other kneels a step or two lower until your faces line up.",
        "Keep hold of the banister or each other and move carefully; gather the notes on your way up afterwards.",
      ],
    },
    "adventurous-5": {
      description:
        "The Waterfall tips the partner lying back off the edge of the bed, head and shoulders resting on cushions below, and the rush is intense. Starting with love letters gives that rush a soft landing: you have just heard why you are adored, and the partner above keeps a steady hand on you. For adventurous couples who want thrill and tenderness. Read the notes sitting up, and stay head-down only a few minutes.",
      steps: [
        "Have your two notes ready, and build a soft landing of cushions on the floor along that side of the mattress.",
        "Read your notes aloud sitting side by side on the edge of the mattress.",
        "One partner lies back and edges slowly over the side until head and shoulders are cradled by the cushions.",
        "The other stays above on the bed, kneeling or astride, and keeps one hand resting on their partner throughout.",
        "After a few minutes, help each other sit up slowly and let any dizziness settle before moving on.",
      ],
    },
    "adventurous-6": {
      description:
        "Bamboo Split is built on alternation, one leg raised and then the other, so give each swap a line from your love letters. Read the notes in full first, then as the partner lying back changes legs, the kneeling partner offers one more sentence. It becomes a playful call and response with a gentle stretch underneath. Lovely for couples who enjoy a bit of ritual. Only go as high as feels good.",
      steps: [
        "Each write a note with several short sentences, so there are lines to spare for later.",
        "Read the notes aloud to each other, then keep them close at hand on the bed.",
        "One partner reclines while the other kneels facing them; one leg goes up to rest on the kneeling partner's shoulder, the other stays long.",
        "Whenever you swap legs, slowly and together, the kneeling partner reads or recites another line.",
        "Lower the raised leg whenever you like and finish side by side.",
      ],
    },
    "adventurous-7": {
      description:
        "Leave a folded love letter on the kitchen table where your partner will find it, and the Butterfly Table starts with a surprise in an unexpected room. Once they have read it aloud and answered with their own, one of you reclines on a blanket across the edge while the other stands close, face to face. Spontaneous and affectionate, perfect for a night in. Check the table is solid and clear of everything but the blanket.",
      steps: [
        "Clear a sturdy, hip-height table or counter and fold a blanket over its edge.",
        "Leave your note on it for your partner to discover, and have theirs ready in return.",
        "Read both notes aloud standing by the table, holding hands between them.",
        "One partner leans back across the edge on the blanket, feet lifted or resting on the other, who steps in close and holds hands or hips.",
        "Make sure the table stays steady, and move together at whatever pace you both enjoy.",
      ],
    },
    "adventurous-8": {
      description:
        "The Pretzel Twist is a cheerful tangle that still keeps your faces turned towards each other, which makes it a fine place to read love letters that are as fond as they are funny. Read them aloud first, then twist into place and let the laughter and the tenderness mix. Good for couples whose affection comes with jokes. Move carefully as you tangle so nobody's knee is caught awkwardly.",
      steps: [
        "In your note, list something you love about your partner and something that always makes you laugh.",
        "Read them aloud sitting cross-legged opposite each other on the bed.",
        "One partner lies on one side, head resting on the pillow, and the other kneels astride their lower leg, facing them.",
        "From below, the side-lying partner wraps their top leg around the other's hips, and together you find a comfortable angle.",
        "Let the kneeling partner set a gentle pace, and untangle slowly when you are finished.",
      ],
    },
    "mixed-1": {
      description:
        "Read your love letters while you sway: in the Last Dance you stand close enough to hold each other, so one partner reads over the other's shoulder as you move, and then you switch. The words become the song. It is perfect for the end of a wedding, a birthday or any night that deserves a final slow dance. Standing means balance matters, so step onto something sturdy if heights differ.",
      steps: [
        "Keep your notes to a few lines; short ones are easier to read while moving.",
        "Stand close and hold each other around the hips or shoulders, with or without music playing softly.",
        "Sway together as one of you reads their note over the other's shoulder, then swap readers without breaking the dance.",
        "Let the notes drop; if one of you is taller, use a firm step or soften the knees to meet in the middle.",
        "One of you may rest a foot on the bed frame or a step to draw closer, and keep swaying as long as you like.",
      ],
    },
    "mixed-2": {
      description:
        "Crossed Paths keeps your heads far apart and your hands reaching across, which makes it a surprisingly good place for love letters: each of you reads to the ceiling, listening rather than watching. The distance softens any awkwardness, and the hand-holding afterwards does the rest. Relaxed and sensual, ideal for a long, lazy session on a day off. Shift the angle whenever a leg starts to complain.",
      steps: [
        "Bring your notes to bed, along with a pillow each for the far ends.",
        "One of you settles face up while the other turns onto one side, bodies slanted apart so your legs can cross like scissors.",
        "Weave your legs until you meet in the middle, heads at a comfortable distance.",
        "Read your letters aloud in turn, each speaking up towards the ceiling, then reach out and hold hands.",
        "Rock gently, shuffling the angle between you until it feels right.",
      ],
    },
    "mixed-3": {
      description:
        "Side Saddle is elegant and a bit mischievous, and reading love letters from a sideways seat adds to the charm: the rider turns to face their partner to read, then settles back into the side-on angle. A fun one for couples who like their romance with a wink. The sideways perch is less stable, so keep a hand on the mattress or your partner, and put the paper down before you move.",
      steps: [
        "Fill half a page each with what you love in the other, and keep it handy by the pillow.",
        "One partner lies back, knees slightly bent; the other climbs astride and then swivels side-on, folding both legs to one side.",
        "The rider twists to face their partner and reads their letter; the partner below answers with theirs.",
        "Set the notes aside and lean on a hand for balance as the rider sets the rhythm.",
        "Turn a little more or less to change the feel, pausing whenever you want to hear a line again.",
      ],
    },
    "mixed-4": {
      description:
        "Mirror Recline puts you face to face, leaning back on your hands with a little distance between you, and that distance is perfect for reading love letters to each other. Read them sitting up first, so hands are free, then lean back into the reflection pose with the words hanging in the space between you. Playful, anticipatory and good for flirting couples. Sit up into an embrace when your arms tire.",
      steps: [
        "With notes in hand, sit opposite each other on the bed and interlace your legs.",
        "Read your letters aloud in turn, holding the paper in both hands while the other listens.",
        "Put the notes down and lean back onto your hands, arms straight but soft.",
        "Move together slowly, each pushing gently to create a shared rhythm while you hold each other's gaze.",
        "When your arms want a rest, come forward into a hug and whisper back a favourite line.",
      ],
    },
    "mixed-5": {
      description:
        "Tuck a love letter behind a sofa cushion for your partner to find, and Sofa Skyline starts with a surprise in the living room. Read both notes sitting side by side, then the partner in front kneels on the seat with arms folded over the backrest while the other comes close behind. Relaxed, spontaneous and a reminder that romance needs no bedroom. The backrest gives support, so keep the pace steady and comfortable.",
      steps: [
        "Write your notes and hide one in the sofa cushions before your partner sits down.",
        "When it is found, sit together and read both letters aloud, side by side.",
        "The partner in front then kneels up on the seat, turned towards the back, arms folded along the top.",
        "Close behind, the second partner finds whichever footing is steadier, cushions or floor, and wraps an arm around their partner's hips.",
        "Keep the rhythm steady and let the partner behind repeat the words that mattered most.",
      ],
    },
    "mixed-6": {
      description:
        "Compass is made for chatting, lying in an easy T with one partner face up and the other across at a right angle, so reading love letters in it feels natural. Settle in first, read your notes, then hold hands across the gap and let the conversation wander. Unhurried and comfortable for any couple, especially ones nervous about saying heartfelt things. Knees and hips stay relaxed throughout.",
      steps: [
        "Scribble your notes on anything to hand, a receipt or the back of an envelope, and bring them to bed.",
        "Lie down in a T: one of you face up with knees raised, the other curled on one side crosswise, snug against them.",
        "Then the face-up partner lifts both legs and lays them over the other's hips.",
        "Read your letters aloud in turn, then reach across and hold hands.",
        "Move together in slow, small motions, talking about what you heard as you go.",
      ],
    },
    "mixed-7": {
      description:
        "Switchback Flow moves through three positions, face to face, the other partner on top, then spooning, so split your love letters into three parts and read one at each transition. The pauses become little ceremonies and the rolling becomes a story in chapters. A lovely way to spend a long, unhurried evening. Take the rolls slowly, stay away from the bed's edge, and laugh if one goes sideways.",
      steps: [
        "Compose a note of exactly three sentences and number them one, two and three.",
        "Start facing each other, one partner leaning back and one above, and read your first sentences.",
        "Holding on, roll as one so your places swap, then pause for the second sentences.",
        "Later, turn onto your sides and curl into a spoon, trading your final lines in a murmur.",
        "Stay in the spoon as long as you like; the transitions are half the fun.",
      ],
    },
    "mixed-8": {
      description:
        "In the Front Row Seat the partner behind has both arms free and their lips near their partner's neck, which makes it ideal for reading a love letter aloud, with the one in front holding their own note to read next. Then the papers go down and the lap becomes the rest of the evening. Easy, close and tender, especially for shy couples. Use a sturdy armchair so nothing shifts.",
      steps: [
        "Carry your notes to a sturdy armchair or the edge of the bed.",
        "One partner sits with feet flat on the floor; the other sits back into that lap facing away, feet grounded.",
        "The partner behind reads their letter softly over the other's shoulder, then the one in front reads theirs.",
        "Let the notes fall to the floor, and the arms from behind circle their partner's hips, free to hold and caress.",
        "The partner in front leans forward or back to choose the pace and angle.",
      ],
    },
    "romantic-13": {
      description:
        "Nestle keeps faces turned towards each other and hands free, so reading a note aloud fits without anyone moving. The partner on their back holds their page up to the light; the one lying alongside, knee draped across, listens with a cheek near their shoulder, then reads theirs in reply. Whatever follows is slow and lazy, full of the words still hanging in the air. Lovely for an anniversary lie-in. Tissues nearby are no bad idea.",
      steps: [
        "Earlier, each write a short note: three things you love about the other that you have never quite said.",
        "One partner lies on their back on a pillow; the other settles on their side next to them, close to their shoulder.",
        "The partner on their back reads first, holding the page where both can see it; then the other reads theirs softly.",
        "Put both notes on the bedside table, and the partner on their back draws a bent knee over the other's hip.",
        "Move gently and talk as you go, returning to any line that made you smile.",
      ],
    },
    "romantic-16": {
      description:
        "Cradle asks for closeness rather than movement: one partner sunk into an armchair, the other curled sideways across their lap with legs over an armrest. It is just right for reading love letters, like a bedtime story the other way round. The partner being held reads first while the one underneath listens with their cheek against their hair, then swaps. Slow kisses follow. Check the chair is sturdy, and stand up whenever a leg goes to sleep.",
      steps: [
        "Each write a short letter beforehand about a moment when you felt especially loved by the other.",
        "One partner sits deep in a solid armchair, feet flat on the floor.",
        "The other curls sideways across their lap, back against one armrest, legs draped over the other.",
        "The partner on the lap reads their letter aloud first, then holds the one underneath while they read theirs.",
        "Fold the letters into a pocket or onto the side table and let the rest be slow kisses and stroked hair.",
      ],
    },
    "passionate-10": {
      description:
        "Folded Letter almost asks for a real one. Before anything starts, each of you writes a few lines, folds the page twice and tucks it under the pillow; then, once the lying partner's knees are drawn in and their feet rest on the kneeling partner's chest, the letters come out and are read aloud across that small distance. Intense and full of eye contact. Use only as much fold as feels good, and lower the legs whenever you want.",
      steps: [
        "Each write a few honest lines about what you find irresistible in the other, fold the page twice and slide it under the pillow.",
        "One partner lies back, head on that pillow, and draws their knees in towards the chest.",
        "The other kneels upright close to their hips and holds their shins as the soles come to rest flat against the kneeling partner's chest.",
        "The lying partner slides both letters out from under the pillow, reads theirs aloud with a look up between lines, then hands the other across to be read in reply.",
        "Set the pages aside and let the feet set the distance; stretch the legs out whenever hips or back want a break.",
      ],
    },
    "adventurous-12": {
      description:
        "Banister is the thrill of not quite making it to bed, and a trail of notes can lead you there. Leave short love letters on the steps for your partner to gather on the way up; stop where the last one lies, read it aloud, then the partner in front takes one step up, hand on the rail, with the other close behind on the step below. Use carpeted stairs, hold the banister firmly, and gather every note.",
      steps: [
        "Write three or four short notes and lay them on the steps of a carpeted staircase, weighed down so nobody slips on them.",
        "Climb together, gathering each note and reading it aloud as you go, until the stairs are clear.",
        "The front partner climbs one more stair and turns to face upwards, one hand on the rail and the other on a higher step.",
        "The partner behind stands on the step below, close, hands on their partner's hips, and uses the steps to match heights.",
        "Move slowly and carefully, and keep a hand on the banister the whole time.",
      ],
    },
    "mixed-10": {
      description:
        "Open Book is made for reading aloud. Once the partner on top has reclined all the way back, so your heads lie at opposite ends of the bed, you each lie still and read a short love letter towards the ceiling, hands joined across the middle. Hearing words of love without seeing a face can make them land harder. Gentle, easy-going and unexpectedly moving. Lower back slowly, holding hands, and sit up the same way.",
      steps: [
        "Write a short note each, telling the other what you would want them to hear on a hard day, and keep it close.",
        "One partner lies flat, legs straight and slightly apart; the other sits astride their hips, facing them.",
        "Holding hands, the partner on top eases backwards until they are lying down too, your heads now at opposite ends.",
        "Keep one hand joined and read your notes to the ceiling in turn, without rushing.",
        "Put the pages down and rock gently, still hand in hand; sit up together when you are done.",
      ],
    },
    "romantic-26": {
      description:
        "Sunday Drape is how you might fall asleep together, half across each other, one head on a shoulder. It is also a lovely place for a love letter read in a low voice, because the listener can feel the words as much as hear them. The partner lying on top reads first, then the one underneath. Slow, close and warm, perfect for a lazy weekend. Slide off to the side whenever the weight grows too much.",
      steps: [
        "Write a few lines each about an ordinary moment with your partner that you treasure.",
        "The partner who will be underneath settles face up, head on a pillow.",
        "The other lies alongside on their side and rolls halfway over them, head on their shoulder and a leg across their hips.",
        "Read your notes aloud, quietly, the partner on top first and then the one underneath.",
        "Let the pages fall to the floor and move in slow, lazy shifts, sliding to the side whenever you need.",
      ],
    },
  },
};

export default written;
