import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Read your notes to each other already settled in the Lotus, close enough that the paper almost touches both faces, and the rocking begins while the words are still sinking in. Nothing about the shape changes; what changes is that every glance now carries a sentence you just heard, and after a rough patch that can mend more than an apology. If reading aloud makes you shy, look at the page, not at your partner, until the last line.",
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
        "Words spoken straight into your partner's hair turn a love letter into something closer to a bedtime story, and that is the gift Spooning gives the partner behind. The one in front reads first, facing away, where shyness has nowhere to land; then the partner behind answers softly, and only then do you curl up and let the lazy rhythm start. Keep a small bedside light on just long enough to read by.",
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
        "Sitting up against the pillows, notes in hand, read to each other first and only then lie down face to face. Everything that follows is the familiar Slow Embrace, but slower, with long looks and kisses that keep returning to something you said, and a plain Tuesday stops feeling plain. If emotions run high, pause and simply hold each other for a while.",
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
        "One pillow, two faces, and someone has just told you why they love you: there is nowhere better to be. Read your letters lying on your sides in Twin Crescents, legs already woven, and let the quiet after each one stretch out before anything else happens. Nobody is on top and nobody has the upper hand, which helps when the letters are about making up after an argument. Tissues on the nightstand are not a bad idea.",
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
        "Slow builds need something to grow from, and a love letter read aloud gives the Tidal Rock exactly that. Read your notes sitting close, then lie down with one partner above, bodies flush from shoulders to feet, and let the rolling motion carry the feelings forward rather than away. If a line in a letter made someone cry, just hold still together until the moment passes.",
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
        "Two people kneeling face to face already look as if they are making promises; read your love letters there and the look becomes the real thing. Take turns reading, then fold the notes away and wrap your arms around each other for the tall, full-length embrace of the Kneeling Vow. Anniversaries and engagements have been marked with less. Balance comes first: hold steady before swaying, and kneel on something soft.",
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
        "Settled back against the headboard with one partner leaning into the other, Hearthside lets the person behind hold the note in front of you both and read it over a shoulder, so the words land close while nobody has to meet anyone's eye. Then swap papers and let the one in front read theirs. Gentle and safe-feeling, and if you have never said things like this out loud before, far easier than it sounds.",
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
        "Reading a love letter from above, upright and in charge, feels delightfully bold: the one lying back gets to watch the rider say something tender before taking the lead. Then the roles reverse in words, as the partner below reads theirs. Moonrise keeps all its confidence and showmanship, with affection added. Finish reading before anyone moves, and keep a hand on your partner for balance.",
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
        "No eye contact is possible once you are kneeling, so the love letters go first, face to face, before the partner in front turns and kneels forward. The words carry through the Wild Tide that follows: the partner behind can lean in close and repeat a line, softening a bold position into something warm, passion and sentiment in the same breath. Cushion the knees and agree a pace out loud.",
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
        "Every reaction shows when legs rest on the kneeling partner's shoulders, so pairing the position with love letters makes it feel personal rather than merely athletic. Read your notes first, sitting up; then settle into High Tide and watch each other remember what was said, intensity with meaning behind it. Go slowly and lower the legs as soon as flexibility says enough.",
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
        "Whoever stands in the Bed's Edge has both hands to spare, so put a note in them: they read it looking down at the partner lying back, who then reads theirs looking up. The height difference gives the exchange an almost theatrical quality before it turns intimate, spontaneous but with a tender start. Put a cushion down for the kneeling option, and adjust heights with pillows before you read.",
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
        "Face to face first: the rider is about to look towards the foot of the bed, away from their partner, so read the love letters while you can still see each other and choose one sentence each to keep. Once you are in the Turned Horizon, the partner lying back can trace the line of the rider's back and repeat their kept sentence, turning a bold, unusual view into something affectionate. Keep it slow at first.",
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
        "Words spoken close from behind are the whole point here, so let them be the ones you wrote. Read your love letters face to face first; then the partner in front places palms against the wall, the other presses in, and the Wall Whisper turns to the lines you just heard, spontaneous but sweet. Standing needs steady footing: even out heights with a sturdy step.",
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
        "Leaning back with hands braced on the other's knees, the rider in Leaning Moon is open and on show, and reading a love letter just before makes that exposure feel cherished instead of merely daring. Read your notes with the rider still upright, then lean back slowly while the partner below looks up and says something kind. Showy and confident, and still entirely about the two of you. Keep the lean small and come upright whenever you need.",
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
        "Every lift is a trust exercise, and a love letter read just before is a reminder of why you trust each other. Read your notes standing by the wall, then put them down and clear your hands completely, because Carry Me Home needs a firm grip, not paper. The result is cinematic and sweet at once: a big, strong gesture right after some soft words. Keep the lift short and let backs decide.",
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
        "Not every love letter has to be solemn. Before a Wheelbarrow Dare, write notes that mix what you adore with a playful challenge, read them with a straight face if you can, then let the silliness begin at the edge of the bed. Laughing halfway through the reading counts as success. Keep it short: hands, arms and backs set the limit, and a tap on the mattress means stop straight away.",
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
        "Arched up, supported at the hips by a partner kneeling close, the one in the bridge can feel surprisingly vulnerable. Reading love letters beforehand makes the supporting role feel like a promise kept: the partner holding the Starbridge has just said exactly what they cherish, and the stretch becomes more than a workout. Hold the arch briefly and lower with control.",
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
        "Leave your love letters on the stairs like a trail, one on a low step and one halfway up, so the Staircase Rendezvous begins with a little treasure hunt. Whoever reaches each note reads it aloud, and by the time one partner is sitting a few steps up with the other kneeling below, the words have done their work. Cheeky and romantic, and best when one of you has no idea it is coming. Pad the steps and hold the banister.",
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
        "Head and shoulders resting on cushions below the edge of the bed, the partner lying back feels a rush that can be intense. Starting with love letters gives it a soft landing: you have just heard why you are adored, and the partner above in the Waterfall keeps a steady hand on you. Read the notes sitting up, and stay head-down only a few minutes.",
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
        "Alternation is the whole rhythm, one leg raised and then the other, so give each swap a line from your love letters. Read the notes in full first; then, as the partner lying back changes legs in the Bamboo Split, the kneeling partner offers one more sentence, a playful call and response with a gentle stretch underneath. Only go as high as feels good.",
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
        "Leave a folded love letter on the kitchen table where your partner will find it, and the Butterfly Table starts with a surprise in an unexpected room. Once they have read it aloud and answered with their own, one of you reclines on a blanket across the edge while the other stands close, face to face. Spontaneous and affectionate, and the kitchen never looks quite the same again. Check the table is solid and clear of everything but the blanket.",
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
        "Fond and funny at once is the right register for a letter read in a cheerful tangle, since neither of you ever loses sight of the other's face. Read aloud first, then wind into the Pretzel Twist and let the laughter and the tenderness mix, jokes included. Move carefully as you tangle so nobody's knee is caught awkwardly.",
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
        "Read your love letters while you sway: in the Last Dance you stand close enough to hold each other, so one partner reads over the other's shoulder as you move, and then you switch. The words become the song. At the end of a wedding or a birthday, with the real music stopped, it keeps the evening going. Standing means balance matters, so step onto something sturdy if heights differ.",
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
        "Crossed Paths keeps your heads far apart and your hands reaching across, which makes it a surprisingly good place for love letters: each of you reads to the ceiling, listening rather than watching. The distance softens any awkwardness, and the hand-holding afterwards does the rest, relaxed and sensual, with a whole day off to spend on it. Shift the angle whenever a leg starts to complain.",
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
        "Sitting sideways to read a love letter adds a wink to the romance: the rider turns to face their partner to read, then settles back into the side-on angle. Side Saddle is elegant and a bit mischievous already, and the words make it tender too. The sideways perch is less stable, so keep a hand on the mattress or your partner, and put the paper down before you move.",
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
        "A little distance between two faces is just right for reading love letters to each other. Read them sitting up first, so hands are free, then lean back on your hands into Mirror Recline, legs interlaced, with the words hanging in the space between you: playful, anticipatory, all flirting. Sit up into an embrace when your arms tire.",
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
        "Lying in an easy T, one partner face up and the other across at a right angle, you are already halfway to chatting, so reading love letters here feels natural. Settle into the Compass first, read your notes, then hold hands across the gap and let the conversation wander; nobody has to look anyone in the eye while saying something heartfelt. Knees and hips stay relaxed throughout.",
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
        "Switchback Flow moves through three positions, face to face, the other partner on top, then spooning, so split your love letters into three parts and read one at each transition. The pauses become little ceremonies and the rolling becomes a story in chapters; by the last one the evening has grown long and unhurried. Take the rolls slowly, stay away from the bed's edge, and laugh if one goes sideways.",
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
        "Lips near your partner's neck and both arms free: the one behind could hardly be better placed to read a love letter aloud, while the one in front holds their own note to read next. Then the papers go down and the lap of the Front Row Seat becomes the rest of the evening, easy and close, and kind to anyone shy. Use a sturdy armchair so nothing shifts.",
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
        "Faces turned towards each other and hands free: reading a note aloud fits without anyone moving. The partner on their back holds their page up to the light; the one lying alongside in the Nestle, knee draped across, listens with a cheek near their shoulder, then reads theirs in reply. Whatever follows is slow and lazy, full of the words still hanging in the air. Tissues nearby are no bad idea.",
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
        "Being held while you read is like a bedtime story the other way round. In the Cradle one partner sinks deep into an armchair while the other lies curled across their lap, legs over an armrest; the partner being held reads first while the one underneath listens, cheek against their hair, then they swap. Slow kisses follow, closeness more than movement. Check the chair is sturdy, and stand up whenever a leg goes to sleep.",
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
        "Sunday Drape is how you might fall asleep together, half across each other, one head on a shoulder. It is also a lovely place for a love letter read in a low voice, because the listener can feel the words as much as hear them. The partner lying on top reads first, then the one underneath: slow, close and warm, the weekend at its laziest. Slide off to the side whenever the weight grows too much.",
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
