import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Foreheads touching and eyelids down, you stop reading each other's faces and start reading breath on a cheek and arms tightening around a back. The Lotus is usually a position of long looks, so shutting your eyes turns it inside out, and the rocking slows and softens on its own. Keep backs upright but relaxed, and open your eyes whenever you like; nothing is lost.",
      steps: [
        "Before you begin, agree that either of you can simply open your eyes and smile to take a break, no explanation needed.",
        "Sit cross-legged near the middle of the bed while your partner lowers into your lap, facing you, legs wrapped loosely around you.",
        "Rest your foreheads together, then close your eyes at the same moment, perhaps on a quiet count of three.",
        "Rock in small movements, letting the rise and fall of each other's breathing tell you when to ease off or draw closer.",
        "To finish, hold still with eyes shut a little longer, then open them together and see what the other's face is doing.",
      ],
    },
    "romantic-2": {
      description:
        "Hands find their way by memory when neither of you is looking. The partner in front never sees much in a spoon anyway; with both pairs of eyes shut the partner behind loses sight too, and everything shrinks to warmth along your backs and breathing by one ear. Spooning becomes slower and drowsier than ever, the thing for a night when words feel like too much. If either of you starts to nod off, let it happen.",
      steps: [
        "Turn the lights down and plump the pillows, then curl up on your sides, both facing one way, with the partner behind fitting in close.",
        "Close your eyes once you are comfortable, knowing that opening them is always a fine way to pause.",
        "The partner behind slips one arm under the pillow and rests the other around the front, reading the curve of waist and hips by touch.",
        "Keep a slow, steady rhythm matched to the breathing you can hear, knees bent and tucked together.",
        "When you drift to a stop, stay curled up in the dark; there is no need to open your eyes at all if sleep is close.",
      ],
    },
    "romantic-3": {
      description:
        "Kisses found by guesswork land on a chin, an eyebrow, the corner of a smile, and that is half the fun. Here the Slow Embrace keeps the partner above on their forearms, lowering until cheeks brush, and the pace drops of its own accord, because each movement is felt rather than watched. It makes a gentle first try at this kind of focus. If the forearms tire, open your eyes and shift before carrying on.",
      steps: [
        "Lie back with a pillow under your head and knees bent while your partner lowers over you, weight resting on their forearms.",
        "Close your eyes together and spend a moment finding each other's face with lips and fingertips before anything else.",
        "Wrap arms and legs around each other, letting touch tell you where everything is.",
        "Move slowly, checking in with a murmur instead of a look; a soft 'good?' is plenty.",
        "Either of you can open your eyes to pause or reposition, and close them again when you are both ready.",
      ],
    },
    "romantic-4": {
      description:
        "Two people sharing one pillow and simply listening: that is where shut eyes take Twin Crescents, equal and unhurried already, now almost meditative. With legs woven and nobody carrying weight, attention drifts to small things, the warmth of a knee, a heartbeat you can feel, a sigh next to your ear. After time apart it is a quiet way back to each other. Keep the duvet loose so neither of you overheats.",
      steps: [
        "Lie facing each other on your sides, sharing a pillow, and close your eyes once your heads have settled.",
        "Without looking, weave your legs together, one upper leg draped over the other's hip; laugh if it takes a try or two.",
        "Slide closer until you can feel each other's breathing, and hold on around the back.",
        "Move in small, lazy motions, paying attention to sound and warmth rather than the view.",
        "Blink your eyes open to pause whenever you wish; to finish, lie still for a minute with foreheads touching and eyes still shut.",
      ],
    },
    "romantic-5": {
      description:
        "There is nothing to watch, only a slow swell to feel from shoulders to feet, which is why Tidal Rock takes so well to closed eyes. It depends on constant contact and a rolling rhythm, and without sight you will probably rock even more gently, staying in step by listening. Depth over drama. The partner above keeps some weight on their forearms so breathing stays easy for both.",
      steps: [
        "Begin face to face, one of you lying back and the other above, then close your eyes together.",
        "Whoever is on top creeps an inch or two towards the pillows, so every part of you lines up, still propped on the forearms.",
        "Instead of pulling apart, rock as one in a long, rolling motion, like water rising and falling.",
        "Let the rhythm build only as fast as you can both feel it; a hand pressed flat on the back is a good signal to slow.",
        "Open your eyes whenever you need a breather, then close them to slip back into the tide.",
      ],
    },
    "romantic-7": {
      description:
        "Hearthside leaves the partner behind doing most of the exploring; close both sets of eyes and those wandering hands become a slow guessing game, while the one in front leans back and simply receives. Rest a cheek against your partner's hair and let the room go quiet. Anyone who relaxes more easily when not being looked at will feel the difference. A deep stack of pillows at the headboard keeps the back happy.",
      steps: [
        "Build a backrest of pillows against the headboard; one partner sits back into it, legs outstretched.",
        "The other settles in front facing the same way, reclining back into their partner's arms, and you both close your eyes.",
        "The partner behind lets their hands roam slowly along arms, shoulders and hips, as if learning the way in the dark.",
        "The partner in front guides the rhythm with small shifts, and can cover a wandering hand with their own to steer it.",
        "To pause, either of you opens your eyes; to finish, stay leaning together and breathe until it feels time to move.",
      ],
    },
    "romantic-8": {
      description:
        "Climbing astride a chair blind is an easy way to wobble, so settle in with eyes open and close them only once feet are planted. Then the playful, eye-to-eye Sweetheart Chair turns tender and private, like a secret kept even from yourselves: the rhythm slows, hands do more of the talking and the rest of the room fades away.",
      steps: [
        "Place a sturdy, armless chair where it cannot slide, and agree that opening your eyes is always an instant pause.",
        "With eyes still open, one partner sits well back with feet flat, and the other settles astride their lap, facing them.",
        "Once you both feel steady, feet planted on the floor or the rungs, close your eyes and hold each other close.",
        "The partner on top sets a gentle pace, keeping balance through the feet and their partner's shoulders rather than sight.",
        "Open your eyes before climbing off, so you both stand up steadily.",
      ],
    },
    "passionate-1": {
      description:
        "The best view in the house, given up on purpose. With eyes closed, the partner lying back trades the sight of the rider for every small shift of weight, and the rider leads by feel alone, so Moonrise turns slower and more inward than usual, a confident favourite made new. Keep hands linked while you ride, since sitting upright with eyes shut can make you sway a little.",
      steps: [
        "Get comfortable first: one of you flat out, head sunk into a soft pillow, the rider kneeling astride with a knee planted on each side.",
        "Link hands, or rest the rider's palms flat on their partner's shoulders, and then close your eyes together.",
        "The rider sets every movement, finding pace and angle by feel instead of watching for reactions.",
        "The partner underneath answers with sound and touch: a squeeze, a sigh, a hand on the hip to say slower.",
        "If the rider starts to sway, open your eyes, lean forward onto your hands and settle before closing them again.",
      ],
    },
    "passionate-2": {
      description:
        "In the dark you meet as equals: the partner in front never sees much here anyway, and now the one behind has closed their eyes too, so sound becomes the compass. Wild Tide's bold pace usually softens into something deeper this way, the one behind leaning in close to stay steady and whispering as they go. Intensity, but more connected. Kneel on something soft, and ease off if knees complain.",
      steps: [
        "Kneel on a soft mattress, the front partner tipping down onto hands or forearms while the other settles behind, knees wherever feels steadiest.",
        "Agree out loud on a comfortable pace and on opening your eyes as the way to stop, then close them.",
        "The partner behind rests hands on their partner's waist or leans forward to wrap an arm around, staying steady through contact.",
        "Let the one in front rock back to guide the rhythm, and follow it by feel rather than by watching.",
        "When you finish, open your eyes, lower yourselves onto your sides and give your knees a rest.",
      ],
    },
    "passionate-3": {
      description:
        "Every reaction you would normally watch up close now has to be said and heard instead, and that suits a position that depends on getting the angle right. Expect a slower start, more murmured directions and a surprisingly intense closeness once High Tide is familiar. Because flexibility is involved, speak up early about any stretch, and lower the legs the moment it stops feeling good.",
      steps: [
        "One of you lies back, head propped on a pillow; the other kneels in front, sitting back a little on their heels for balance.",
        "While you can still see, the reclining partner raises both legs so the kneeling one can cradle them against their shoulders.",
        "Close your eyes once the stretch feels easy, and keep describing it: 'higher', 'lower', 'just there'.",
        "Begin very slowly, letting breath and voice tell the kneeling partner how each movement is landing.",
        "Open your eyes to readjust at any time, and bring the legs down gently, the kneeling partner's hands guiding them.",
      ],
    },
    "passionate-4": {
      description:
        "Standing or kneeling? With eyes shut, the partner on the floor is far steadier kneeling on a cushion, and it leaves both hands free to hold the one lying back across the mattress. At Bed's Edge the angle stays the same once you are settled, but the focus moves from looking to feeling, and the rhythm softens. Easy on effort, rich in attention.",
      steps: [
        "Put a firm cushion on the floor by the bed; one of you reclines crosswise with hips at the very rim of the mattress, feet down on the floor or frame.",
        "The other kneels on the cushion, or stands with feet planted wide, and sorts the height with pillows before anyone closes their eyes.",
        "Hold hands or rest palms on your partner's waist, then close your eyes together.",
        "The partner at the edge sets the rhythm by feel, while the one lying back steers with hands and voice.",
        "If standing starts to feel unsteady, open your eyes, drop to kneel on the cushion and carry on from there.",
      ],
    },
    "passionate-5": {
      description:
        "Turned Horizon already keeps your faces apart, and closing your eyes removes the last of the picture: the rider moves with no view at all, and the partner lying back traces the length of that back by fingertip alone. Slower, curious, a little mysterious, a bold shape met with attention rather than spectacle. Rider, if you feel unsteady, lean forward, not back.",
      steps: [
        "With eyes open, one partner lies face up and the other kneels astride them, turned towards the foot of the bed, until both feel settled.",
        "Close your eyes, and agree that opening them is the signal for a pause.",
        "The rider finds an angle by leaning slightly forward onto their partner's knees or back towards their shoulders.",
        "The partner underneath traces the rider's back and shoulders slowly, learning the movement through their hands.",
        "Keep the pace slow and in the rider's hands; open your eyes before climbing off.",
      ],
    },
    "passionate-6": {
      description:
        "Weight and breath along the shoulders, a cheek finding a cheek: with both sets of eyes closed, the whole position becomes almost a cocoon, and everything slows until it is nearly still. Velvet Press winds a long week down like little else. Whoever is on top holds their own weight on forearms and knees, and the one below turns their head aside so breathing stays easy.",
      steps: [
        "The partner underneath lies on their front, head turned to one side on a pillow so breathing is easy.",
        "The other stretches out over them, propped on forearms and knees, and lays a cheek beside their partner's.",
        "Close your eyes and stay still for a few breaths, just feeling the warmth between you.",
        "Move in small, slow presses; the partner below can squeeze a hand to ask for less weight or a pause.",
        "Roll gently off to the side when you finish, and keep your eyes shut for a moment longer if you like.",
      ],
    },
    "adventurous-5": {
      description:
        "Nobody can see a wince with their eyes shut, so the partner above keeps a steady hand in place and talks softly throughout. Closed eyes make the rush of Waterfall's head-down angle stronger still, which is why this is a short, deliberate experiment rather than a long stay, and one to try only once you know the position. Open your eyes before sitting up, rise slowly together, and stop at once if either of you feels dizzy.",
      steps: [
        "Pile soft cushions on the floor next to the bed, and agree that 'up' means stop and sit up straight away.",
        "With eyes open, the partner lying back eases down until their head and shoulders are cradled by the cushions; the other kneels or sits astride above.",
        "Close your eyes once you both feel secure, the partner above keeping one steady hand on the one below.",
        "Keep it to a few minutes at most, with the partner above checking in by voice every so often.",
        "Open your eyes, then help each other sit up slowly and take a moment before moving on.",
      ],
    },
    "adventurous-6": {
      description:
        "A tap on the ankle or a whispered 'switch': with your eyes shut, the swap from one raised leg to the other needs a cue you can feel or hear. Bamboo Split's stretch becomes something you attend to closely, which is exactly right for a flexibility position, and more playful once the shape is familiar. Go only as high as is comfortable, and say so the moment anything pulls.",
      steps: [
        "One partner lies on their back and the other kneels facing them; choose your 'switch' cue together before closing your eyes.",
        "The partner lying back raises one leg to the kneeling partner's shoulder, the other leg stretched out along the bed.",
        "Close your eyes once the raised leg feels comfortable, and let the kneeling partner hold that ankle lightly.",
        "When the cue comes, swap legs slowly together, feeling for where each one wants to rest.",
        "Open your eyes whenever you need to check an angle, and lower the leg as soon as the stretch stops feeling good.",
      ],
    },
    "adventurous-8": {
      description:
        "You feel the knot instead of seeing it, and even the smallest change of angle becomes obvious. Get into Pretzel Twist with eyes open, then shut them and slow right down; the first attempt may wobble, and laughing is allowed. Ask before tightening that wrapped leg, and keep a pillow under the head.",
      steps: [
        "Set the tangle up while you can still see: one of you curled on a side, head pillowed, the other kneeling astride the leg that rests on the bed.",
        "The partner lying down wraps their upper leg around the kneeling partner's waist, and you both shuffle until it feels secure.",
        "Now close your eyes and reach for each other's hands, so you both know where everyone is.",
        "The kneeling partner sets a gentle pace, adjusting the angle in tiny steps and asking out loud how it feels.",
        "Open your eyes to untangle, slowly and one leg at a time.",
      ],
    },
    "mixed-2": {
      description:
        "Joined hands become the main line between you, along with voices carrying down the bed, once your eyes close and your heads lie far apart. The scissored legs and slow rocking of Crossed Paths stay the same, but the feel turns dreamy and drawn out, and talking while you move comes naturally. Keep pillows under both heads, and shift the angle whenever a hip begins to ache.",
      steps: [
        "Arrange yourselves at an angle, one face up and one turned on a side, legs scissored together so you meet halfway down the bed.",
        "Find each other's hands across the bed, then close your eyes.",
        "Rock gently, using your grip to draw closer or ease away, and keep talking softly so you can hear each other.",
        "If the angle needs changing, say so and shift together; opening your eyes is fine if it helps.",
        "Finish by squeezing hands twice, then opening your eyes at the same time.",
      ],
    },
    "mixed-5": {
      description:
        "Swap the skyline for sound: the creak of cushions, breath by your ear, a whisper from behind. Sofa Skyline normally comes with a view over the backrest, and closing your eyes makes its spontaneous feel slower and more attentive. For steadiness, the partner behind kneels on the seat rather than standing, and a blanket over the cushions stops knees slipping.",
      steps: [
        "Throw a blanket over the sofa; whoever goes in front kneels up on the cushions, turned towards the back, arms draped over it.",
        "The other kneels on the seat close behind, knees settled, and wraps an arm around their partner's waist.",
        "Close your eyes, reminding each other that opening them is enough to pause.",
        "Keep a steady pace, letting the backrest take the weight while you follow each other by feel and sound.",
        "Open your eyes before climbing off, so nobody misjudges the edge of the sofa.",
      ],
    },
    "mixed-6": {
      description:
        "Compass was built for chatting, and closed eyes keep the conversation going in a different key: softer voices, longer pauses and more attention to where legs drape and hands meet across the gap. Nobody carries any weight, so it is one of the easiest shapes to explore this way, even on a first try. A pillow under the head of the partner on their side saves the neck.",
      steps: [
        "One partner lies face up with knees bent; the other settles on their side crosswise, at a right angle, a pillow under their head.",
        "Legs from the partner face up rest across the other's hips, and your hands find each other over the gap.",
        "Close your eyes and keep talking softly, describing what you feel rather than what you see.",
        "Move in slow, small motions, tugging gently on joined hands to draw closer.",
        "Open your eyes whenever you like, and stay put for a while afterwards to carry on the conversation.",
      ],
    },
    "mixed-7": {
      description:
        "Every roll becomes a small adventure in trust and timing when you make it with your eyes closed. You will talk more, laugh more and move more slowly on the way from face to face to spooning, which is what Switchback Flow was always about. Start in the middle of a wide bed so no roll ends on the floor; if you lose track of the edge, peek, reset and carry on.",
      steps: [
        "Move to the middle of the bed; one partner reclines and the other hovers above, facing them, and you both close your eyes.",
        "Hold each other close and count to three out loud, then roll as one so that whoever was below now lies above.",
        "Stay there a while, finding each other's face with your hands before moving on.",
        "On another count, roll onto your sides and curl into a spoon, taking the turn slowly.",
        "Peek if you need to check for the edge; otherwise keep your eyes closed and let the spoon be the ending.",
      ],
    },
    "mixed-8": {
      description:
        "Arms circling a waist, whispers right by the ear: when both of you close your eyes, those become the main way of staying together. Front Row Seat already turns the partner in front away from view, so little is lost and a good deal is gained, closeness without any eye contact at all. Keep both pairs of feet flat on the floor for balance, since the one in front leans forward and back to set the pace.",
      steps: [
        "One partner takes a sturdy armchair, or perches at the end of the bed, feet flat and a little apart.",
        "The other lowers into their lap facing away, feet planted on the floor, before either of you closes your eyes.",
        "Close your eyes; from behind, arms circle your partner's waist, hands moving slowly and without hurry.",
        "Leaning forward or back, the front partner chooses the angle; the one behind follows by touch and whispers.",
        "To stop, open your eyes and stand up one at a time, the one in front first.",
      ],
    },
    "romantic-20": {
      description:
        "Heartwood loses very little when you close your eyes and gains a great deal. Chest to chest, one partner back on their heels and the other astride their thighs, you feel the firm rocking through the whole embrace, and breath against a cheek tells you more than a look would. Kneeling balance relies partly on sight, so keep a good hold and open your eyes to shift.",
      steps: [
        "Agree first that opening your eyes is always fine and needs no explanation.",
        "One of you kneels and sits back on your heels, with a cushion there if ankles complain.",
        "The other settles astride those thighs facing them, knees on the bed, and you hold each other close.",
        "Rest your foreheads together and close your eyes on a shared count of three.",
        "Rock slowly, guided by breath and the squeeze of arms, and open your eyes together whenever you want to see.",
      ],
    },
    "passionate-23": {
      description:
        "How held you are is easier to feel than to see. With eyes closed, the partner lying back, hips resting on the kneeling partner's thighs and legs round their waist, stops watching and starts noticing, while the one on their heels reads every response through their hands. Cradled Hips turns slow and inward. Keep a pillow under the lying partner's shoulders, and open your eyes to check in whenever you like.",
      steps: [
        "Put a pillow where the lying partner's head and shoulders will rest.",
        "The kneeling partner sits back on their heels; the other lies back in front of them and rests their hips on those thighs.",
        "The lying partner wraps their legs round the other's waist, and you both close your eyes.",
        "Move slowly, the kneeling partner's hands on the other's hips reading when to ease or deepen.",
        "When the kneeling knees need a rest, open your eyes, unwrap gently and lie side by side.",
      ],
    },
    "adventurous-14": {
      description:
        "Legs up the wall is a pose people close their eyes in anyway. The partner on the mat does, pillow under the hips, and lets go while the wall holds the legs; the one kneeling astride, hands flat on the wall, keeps theirs open and becomes the anchor. Wall Legs turns restful and trusting. To come out, bend the knees and roll gently to one side.",
      steps: [
        "Lay a soft mat against a clear wall, with a pillow ready for under the hips.",
        "The partner who will lie down shuffles their hips close to the wall, rests their legs straight up it, and lifts for the pillow.",
        "They close their eyes and take a few slow breaths while the other kneels astride their hips, hands flat on the wall.",
        "The kneeling partner keeps their eyes open and the pace gentle, saying aloud anything that is about to change.",
        "To come out, the lying partner bends their knees, rolls to one side and opens their eyes slowly.",
      ],
    },
    "mixed-11": {
      description:
        "Only touch and the sound of breathing to steer by, and a feeling of swinging on a warm afternoon: that is Hammock with your eyes closed. One partner lies on their side facing away, the other face up behind them at a slight diagonal, the top leg draped back across their hips. Neither of you carries any weight, so you can drift. Open your eyes to adjust the angle.",
      steps: [
        "Draw the curtains halfway and settle on a wide, soft bed with plenty of pillows.",
        "The partner on their back lies a little diagonally; the other lies on their side in front of them, facing away.",
        "The side-lying partner drapes their top leg back over the other's hips, and you shuffle until it fits.",
        "Close your eyes together and let the movement be a slow, rocking sway.",
        "When you come to rest, stay with eyes closed a little longer before either of you moves.",
      ],
    },
    "mixed-23": {
      description:
        "Heartbeat is a position for listening, and closing your eyes makes the listening everything. The one below feels weight and warmth settle; the one resting a cheek over their chest hears the beat slow as you both breathe more deeply. Long strokes down the back are the only movement needed, before anything else or after it, and nobody has to do anything but be there.",
      steps: [
        "One partner lies face up, knees bent and apart, with a pillow under their head.",
        "The other lies on their front between their legs and rests a cheek on their chest, arms round their sides.",
        "Close your eyes and listen: one to the heartbeat, the other to the breathing against their chest.",
        "The partner below strokes slowly down the other's back in time with their own breath.",
        "Stay like this until the heartbeat has slowed, then open your eyes and see where the evening goes.",
      ],
    },
    "romantic-12": {
      description:
        "Sinking into the pillows with eyes shut is what the front partner does best here, rolled most of the way onto their front with the top knee on a cushion. The partner behind, close on their side, steers by the curve of a waist and the sound of breathing. Harbour is the sleepy recovery position turned tender. Open your eyes to rearrange a pillow whenever one slips.",
      steps: [
        "Arrange the pillows first, with the lights already low: one to hug, one for the bent knee, one spare within reach.",
        "The front partner settles nearly onto their front, arms round the first pillow and top knee forward on the second.",
        "The partner behind curls in on their side, an arm round the other's waist, and you both let your eyes close.",
        "Move only a little at a time, feeling for what fits instead of looking for it.",
        "If a hip or shoulder complains, open your eyes, shift a pillow, and close them again when you are settled.",
      ],
    },
  },
};

export default written;
