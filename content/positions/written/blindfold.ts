import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Every glance the Lotus is known for now travels one way only. The partner wearing the soft scarf cannot catch them, so the one who can still see narrates instead, lips and voice a breath away, and the rocking turns slower and more charged. Trust at very close range, and a good first taste of it. Tie the scarf loosely enough to slip off with one finger.",
      steps: [
        "Decide together who wears the blindfold and agree a word that means 'off now', with no questions asked afterwards.",
        "The seeing partner sits cross-legged on the bed and helps the wearer into their lap, facing them, guiding their legs around the waist.",
        "Once the wearer is settled, tie the scarf loosely over their eyes and check that it pushes up easily.",
        "Rock slowly, the seeing partner describing each touch out loud before it lands and checking in every few minutes.",
        "When you finish, untie the scarf gently so the wearer's first sight is the guide's face, close up.",
      ],
    },
    "romantic-2": {
      description:
        "A sleepy cuddle turns into a deliberate gift of trust the moment the partner in front slips on a soft mask. They could not see behind them anyway, yet the mood changes completely: the guide whispers each move into their ear, and every touch lands as a small surprise. Spooning is gentle enough for a very first try. Choose a mask that will not dig in against the pillow.",
      steps: [
        "Agree who wears the mask, and that a tap on the guide's hand means it comes off at once.",
        "The wearer lies on their side, slips on a soft sleep mask and settles their head comfortably on the pillow.",
        "The guide curls in behind, telling the wearer as they go where each arm and knee is about to be.",
        "Keep the rhythm easy and steady, whispering check-ins into the wearer's ear every few minutes.",
        "Afterwards the guide lifts the mask off slowly, and you stay spooned while the wearer's eyes adjust.",
      ],
    },
    "romantic-3": {
      description:
        "Weight settling on forearms, a kiss announced before it lands: that is all the partner lying back has to go on once the blindfold is on. The one above becomes host and narrator, keeping the pace of the Slow Embrace unhurried and every kiss well signposted, a tender place to start and a good one for rebuilding closeness. Keep the knot at the side, away from the pillow.",
      steps: [
        "Talk it over first: who wears it, how tight, and the single word that removes it instantly.",
        "The wearer lies back, knees bent, and the guide ties the blindfold loosely with the knot to one side of the head.",
        "The guide lowers over them slowly, resting on the forearms and saying what is coming before each touch or kiss.",
        "Wrap around each other and keep the pace gentle, the guide checking in aloud every so often.",
        "To finish, the guide slides the blindfold up and stays close, faces near, while the wearer blinks back into the room.",
      ],
    },
    "romantic-4": {
      description:
        "Twin Crescents is the most equal of shapes, so a blindfold on one of you is a deliberate tilt: one keeps their sight and guides, the other lets it go and listens. Nobody carries weight, faces stay a few inches apart, and next time you can trade places, since the shape works just as well either way round. Pick a flat, soft blindfold that stays comfortable against the pillow.",
      steps: [
        "Choose who wears the blindfold tonight and agree on a word for taking it off, no discussion needed.",
        "Lie on your sides facing each other on one pillow; the wearer puts the blindfold on, and the guide checks it sits flat and loose.",
        "The guide leads your legs into a weave, describing each move, and draws the wearer close around the back.",
        "Move in small, easy motions, with the guide asking quietly from time to time how things feel.",
        "Remove the blindfold together, and decide whether to swap roles next time.",
      ],
    },
    "romantic-5": {
      description:
        "Pressed flush from chest to toes, the wearer never loses contact, so the dark feels held rather than empty. The partner above sees, guides and sets the rolling rhythm, giving warning before the tide builds. Tidal Rock offers intensity with reassurance built in. Keep weight on the forearms so the wearer's breathing stays easy, and check in often.",
      steps: [
        "Agree on the blindfold rules together: who wears it, how loose, and a word that ends it immediately.",
        "The wearer lies back with the blindfold tied softly; the guide settles above, face to face, propped on the forearms.",
        "Moving higher up the bed, the guide lets your bodies come flush from shoulders to feet, explaining each shift as it happens.",
        "Rock in a slow, rolling motion, the guide announcing any change of pace and asking how it feels every few minutes.",
        "Ease to a stop, lift the blindfold and rest together before either of you moves away.",
      ],
    },
    "romantic-7": {
      description:
        "Leaning back into arms you cannot see is a quiet thrill. The partner in front wears the blindfold and rests against the guide's chest, and each wandering touch is announced with a word before it arrives: sheltered and slow, with someone looking after you throughout. The seated shape of Hearthside is very stable, which makes it an easy first place to try a blindfold.",
      steps: [
        "Stack pillows at the headboard, and settle on the word or gesture that brings the blindfold off at any moment.",
        "The guide sits back against the pillows; the wearer settles in front, facing away, and the guide ties the blindfold loosely from behind.",
        "The guide says where their hands are going before they move, then strokes slowly along arms, shoulders and hips.",
        "The wearer still sets the rhythm with small shifts, and can draw a hand away or closer to steer.",
        "Check in every few minutes; finish by untying the blindfold and holding the wearer while they look around.",
      ],
    },
    "romantic-8": {
      description:
        "Who wears the blindfold matters here. The seated partner, feet flat and back against the chair, is the steadier choice, while the partner astride keeps both sight and balance. The wearer then feels the lap taken, the weight arrive and the pace chosen entirely by someone they cannot see, and Sweetheart Chair turns charged and playful, full of suspense. Use a chair that will not tip or slide.",
      steps: [
        "Put a sturdy armless chair on a rug, and agree a word that means 'blindfold off' without any fuss.",
        "The wearer sits well back in the seat, feet flat, and the guide ties the blindfold loosely over their eyes.",
        "Telling the wearer each move first, the guide settles onto their lap face to face, feet finding the floor or the rungs.",
        "The guide sets the pace and keeps talking, checking every few minutes that the wearer is happy.",
        "Climb off first, then take the blindfold off, so the wearer never stands up blind.",
      ],
    },
    "passionate-1": {
      description:
        "Moonrise normally gives the partner lying back the best view in the house; blindfold them and that view becomes pure imagination, with the rider describing what they would be seeing. The rider keeps sight and full control of the pace, guide and host at once, while the other gets to let go completely. The wearer is lying down, so balance is no worry; trust is the whole point.",
      steps: [
        "Agree who wears the blindfold, how tight it should be and the word that takes it off straight away.",
        "The wearer lies back with a pillow under their head and ties the blindfold loosely, or lets the rider do it.",
        "The rider kneels astride, telling the wearer each move before it happens, and guides their hands to the rider's waist.",
        "The rider sets every movement, narrating a little and checking in out loud every few minutes.",
        "Slow to a stop, lift the blindfold and let the wearer finally see the view they have been imagining.",
      ],
    },
    "passionate-2": {
      description:
        "Less about sight than surrender: the partner in front cannot see behind them anyway, so a blindfold there is a clear signal that the one behind is trusted to lead. Kneeling on four points is stable, but the guide keeps a hand on the wearer's waist so they always know where everyone is. Wild Tide stays bold yet easy to soften. Agree the pace out loud before the blindfold goes on.",
      steps: [
        "Before anything else, settle the pace you both want and the word that ends the blindfold instantly.",
        "The wearer ties the blindfold loosely and then kneels on the bed, leaning onto hands or forearms.",
        "The guide kneels close behind and rests a hand on the wearer's waist, keeping that contact throughout.",
        "Describe each change before it comes, and let the wearer rock back to set the rhythm if they like.",
        "Check in every few minutes; finish by lowering onto your sides together and sliding the blindfold off.",
      ],
    },
    "passionate-4": {
      description:
        "Fully supported across the mattress, with nothing to balance, the partner lying back can hand over sight completely. The one standing or kneeling on the floor keeps both eyes and hands free, sets the rhythm and talks the wearer through each move, so Bed's Edge is low effort for one of you, very focused for the other, and a kind place to try a blindfold the first time. Keep the wearer's head well onto the bed.",
      steps: [
        "Agree on the blindfold, its knot and the word that removes it before anyone lies down.",
        "The wearer reclines crosswise, hips right by the mattress rim and feet resting on the floor or frame, then puts on the blindfold.",
        "The guide stands, or kneels on a cushion, in front, adjusting the height with pillows and saying what they are doing.",
        "Hold the wearer's hands or waist while setting the rhythm, and check in aloud every few minutes.",
        "When you finish, help the wearer sit up slowly before the blindfold comes off.",
      ],
    },
    "passionate-5": {
      description:
        "Neither of you can read the other's expression now, so every check-in has to be spoken. With the blindfold on the partner lying back, the rider keeps their sight and controls every movement, describing it as they go, while the wearer's free hands explore a back they can only feel. Turned Horizon asks for easy talk in bed. Because the rider stays sighted, balance is straightforward.",
      steps: [
        "Agree on the blindfold rules and a clear word to stop, since you will not see each other's faces.",
        "The wearer lies on their back and puts the blindfold on; the rider kneels astride, facing the foot of the bed.",
        "The rider says each move aloud before making it, leaning forward or back to find the angle.",
        "The wearer traces the rider's back with their hands and answers the check-ins that come every few minutes.",
        "Once you stop, the rider climbs off and lies down beside the wearer before lifting the blindfold.",
      ],
    },
    "passionate-6": {
      description:
        "Face turned to one side on the pillow, the wearer feels warmth settle along their back and hears each move described close to their ear. Velvet Press already asks the partner underneath to trust the weight above them; a blindfold makes that trust explicit, slow, heavy and reassuring. Use a flat mask rather than a knotted scarf so nothing presses into the head, and keep weight on forearms and knees.",
      steps: [
        "Agree that a double squeeze of the hand or a simple 'off' means the mask comes away immediately.",
        "The wearer puts on a flat sleep mask and lies on their front, head turned sideways on the pillow.",
        "The guide stretches out over them, weight on forearms and knees, telling them about each move before settling into it.",
        "Move in small, slow motions, the guide checking in by voice every few minutes.",
        "Roll off to the side first, then slide the mask away and cuddle while the wearer adjusts to the light.",
      ],
    },
    "mixed-2": {
      description:
        "A voice from the far end of the bed and a hand to hold: those are the wearer's only anchors, since your heads lie well apart. The guide keeps their sight and sets the angle, saying so before every shift of the scissored legs. Crossed Paths is relaxed and low effort, easy to stay in for a long session. Keep hands linked throughout so the wearer never feels alone.",
      steps: [
        "Settle the basics: who wears the blindfold, how snug, and the word that removes it.",
        "The wearer lies face up with the blindfold on; the guide lies on their side at an angle and gently brings your legs together to interlace.",
        "Join hands across the bed and keep them joined, so the wearer always has something to hold.",
        "Rock gently, the guide announcing any change of angle and asking every few minutes how it feels.",
        "Finish with a squeeze, then the guide sits up and removes the blindfold.",
      ],
    },
    "mixed-5": {
      description:
        "Kneel up first, then put the blindfold on. The backrest gives the partner in front something to lean on, which makes kneeling blind steadier than it sounds; they give up the view over the sofa while the guide behind, standing or kneeling, narrates each move. Sofa Skyline stays spontaneous and a little daring. Keep forearms on the backrest throughout.",
      steps: [
        "Lay a blanket over the sofa and agree how the wearer asks for the blindfold off, any time.",
        "The wearer kneels up on the cushions facing the back of the sofa, arms draped along it, and only then ties on the blindfold.",
        "The guide kneels behind on the seat or stands on the floor, one arm around the wearer's waist for reassurance.",
        "Keep the pace steady, the guide describing each move first and checking in every few minutes.",
        "Take the blindfold off before the wearer climbs down, so they can see the floor.",
      ],
    },
    "mixed-6": {
      description:
        "Compass is easy on everyone and full of conversation, a gentle setting for a blindfold: the wearer lies face up with legs draped over the guide, who lies crosswise on their side and talks them through everything. No weight, no balance to worry about, just trust and a steady voice, and a playful first try. Hold hands across the gap so the wearer has an anchor.",
      steps: [
        "Agree who wears it and a word that ends the game at once.",
        "The wearer lies on their back with knees bent and puts on the blindfold.",
        "The guide lies on their side at a right angle, then gently lifts the wearer's legs to rest over their hips, explaining each move.",
        "Hold hands across the gap and move in slow, small motions, chatting and checking in as you go.",
        "Sit up together at the end and slip the blindfold off.",
      ],
    },
    "mixed-7": {
      description:
        "Where is the edge of the bed? The wearer cannot tell, so the guide counts down and steers every turn, and rolling from face to face to spoon becomes a real exercise in trust. Switchback Flow runs slower and more deliberate this way, with plenty of laughter in the gaps. Work in the middle of a wide bed, and pause between rolls.",
      steps: [
        "Clear the bed of extra pillows, agree a stop word, and tie the blindfold loosely on the wearer.",
        "Start face to face in the centre of the bed, the wearer reclining and the guide above.",
        "The guide counts down aloud before each roll, holding the wearer close so you turn together.",
        "After a spell with the wearer on top, roll onto your sides into a spoon, the guide checking in after every transition.",
        "Finish in the spoon and let the wearer take the blindfold off when they feel ready.",
      ],
    },
    "mixed-8": {
      description:
        "Sit down before the blindfold goes on, since lowering onto a lap blind is an easy way to miss. Once settled, feet planted, the partner in front is stable and still sets the pace; the guide behind has both arms free to hold and a voice right by their ear to narrate every touch. Front Row Seat gives the wearer the rhythm without the sight.",
      steps: [
        "Agree a word that means 'blindfold off', and choose a sturdy armchair or the edge of the bed.",
        "The guide sits with feet flat; the wearer lowers into their lap facing away, feet planted, and only then puts the blindfold on.",
        "The guide circles the wearer's waist with both arms and says where each hand is going before it moves.",
        "The wearer leans forward or back to set the pace, while the guide checks in with a whisper every few minutes.",
        "Take the blindfold off before the wearer stands up.",
      ],
    },
    "adventurous-22": {
      description:
        "Every touch arrives from an unfamiliar direction when you cross at a right angle and one of you cannot see. The partner on their back, bent knees draped sideways over the kneeling partner's thighs, hardly has to move, which makes them the natural one to wear the blindfold, and the guide describes each move before it comes. Crossroads turns playful and trusting. Agree a word that takes the blindfold off straight away, no questions asked.",
      steps: [
        "Agree on a stop word together, and that the blindfold comes off the moment either of you says it.",
        "The partner who will wear it lies on their back, head on a pillow, and ties a soft blindfold loosely, knot at the side.",
        "The guide kneels upright beside their hips at a right angle, and helps the bent knees turn and drape over their thighs.",
        "The guide says aloud what is coming before each touch, and asks every few minutes how it feels.",
        "To finish, the guide lifts the blindfold off gently and leans down for a kiss as the wearer's eyes adjust.",
      ],
    },
    "mixed-16": {
      description:
        "Reverse Headboard usually leaves the one behind simply watching; blindfolded, they feel instead, sitting back against the pillows with legs out while the partner kneeling over their lap, facing the foot of the bed, sets the pace and tells them what is happening. The wearer is fully supported, which makes this a gentle first try. A stop word ends it at once.",
      steps: [
        "Talk it through first: who wears it, how it should feel, and the word that means it comes off.",
        "The wearer sits against the headboard with a pillow behind their back and ties the blindfold on loosely.",
        "The guide kneels over the wearer's lap with their back to them, looking down the bed, hands resting on the wearer's shins.",
        "The partner in front sets the pace and narrates it in a low voice, checking in now and then.",
        "When you finish, they turn round, lift the blindfold and kiss the wearer hello.",
      ],
    },
    "mixed-21": {
      description:
        "Arms around a waist and a voice at the ear are all the partner in front has to go on, and that is the point. Sitting in their partner's lap on a floor cushion, back against chest and legs loosely crossed, they wear a soft blindfold while the calm, meditative Reverse Lotus becomes a quiet trust exercise. Keep the rocking small, agree a stop word beforehand, and tie the knot to one side.",
      steps: [
        "Agree the word that removes the blindfold immediately, and promise there will be no fuss if it is used.",
        "One partner sits cross-legged on a thick floor cushion; the other lowers into their lap facing away.",
        "The partner in front ties a soft blindfold on, knot to one side so it does not press into the chest behind.",
        "The partner behind wraps both arms around their waist, whispers each move before it comes, and keeps the rocking small.",
        "To finish, the partner behind slips the blindfold off and holds them while their eyes adjust.",
      ],
    },
    "mixed-25": {
      description:
        "Folded forward onto their forearms, the front partner rests and feels everything, while the other curls over them from behind, chest to back, arms round their ribs and cheek by their ear. Shell is already protective; a blindfold on the folded partner makes that protection the whole point. The one curled over stays light, knees taking the load, and speaks softly. A stop word removes the blindfold at once.",
      steps: [
        "Agree on a stop word, and that the blindfold comes off the second it is said.",
        "The wearer kneels on a soft spot on the bed, ties the blindfold on loosely and folds forward onto their forearms.",
        "The other kneels behind with knees outside theirs and curls over them, chest to back, weight kept on their own knees.",
        "Wrap your arms round their ribs, rest your cheek by their ear and tell them each move before you make it.",
        "When you are done, untie the blindfold gently and stay curled over them for a moment longer.",
      ],
    },
    "romantic-23": {
      description:
        "Put a soft blindfold on the seated partner and the serenade changes hands. The one kneeling astride on the cushions, hands on the backrest, leads, narrates and surprises; the one sitting back with feet on the floor simply listens and feels. Sofa Serenade is easy and sheltered, since the sofa holds the wearer completely. Keep a stop word ready and the knot at the side.",
      steps: [
        "Agree a stop word and who will wear the blindfold; the one sitting back is the natural choice.",
        "The wearer sits back on the sofa, feet flat on the floor, and puts on the blindfold, tied loose and knotted over one ear.",
        "The guide climbs onto the sofa and kneels over the wearer's lap, both hands on the backrest either side of their head.",
        "Describe what you are about to do before you do it, and ask now and then how the wearer is feeling.",
        "Finish by lifting the blindfold and letting your face be the first thing they see.",
      ],
    },
    "romantic-10": {
      description:
        "Heart to Heart folds the partner on top forward until you are chest to chest, so a blindfold on the one lying back loses no glances that matter and brings the heartbeat to the front. The wearer feels weight arrive on the forearms beside their head and hears each move announced in their ear, while the one on top leads slowly and with plenty of reassurance. A stop word takes the blindfold off immediately.",
      steps: [
        "Agree who wears the blindfold and the word that ends it instantly.",
        "The wearer lies back with knees bent, ties on a soft blindfold and settles their head on a pillow.",
        "The other kneels astride their hips and lowers chest to chest, resting on forearms beside the wearer's head.",
        "The wearer wraps their arms round the other's back, and the partner on top narrates the pace before they set it.",
        "To end, the partner on top lifts the blindfold and you stay heart to heart a little longer.",
      ],
    },
    "romantic-15": {
      description:
        "Nothing to do but hold on: the partner sitting back against the pillows is the most comfortable first wearer of a blindfold there is. The other kneels over their lap, face to face, one hand on the headboard, and becomes guide and narrator; without sight, the seated partner feels each shift of weight and hears every kiss coming. Headboard Embrace keeps you well supported and close. A word agreed in advance removes the blindfold at once.",
      steps: [
        "Agree the stop word, and that the blindfold comes off the moment it is said.",
        "The wearer props a pillow at the headboard, sits back with legs long and ties on a soft blindfold, knot to one side.",
        "The guide climbs over their lap facing them, a knee on each side, and settles back so your faces are level.",
        "With one hand on the headboard, the guide says what is coming before each kiss or touch and sets a slow pace.",
        "At the end, the guide eases the blindfold off and stays nose to nose while the wearer blinks.",
      ],
    },
    "mixed-19": {
      description:
        "How far have the knees fallen open, and what comes next? The partner lying back, soles together, cannot see, only feel, so the one settled over them on forearms describes everything. Butterfly Wings turns that easy openness into trust, tender rather than daring. Pillows under the knees, a stop word agreed, and the knot tied at the side.",
      steps: [
        "Decide the stop word together, and put a small pillow beside each knee of the partner who will lie back.",
        "The wearer lies face up, ties on a soft blindfold and lets their knees sink outwards onto the pillows, soles touching.",
        "The guide lowers over them on their forearms, legs straight, and tells them each movement before it happens.",
        "Keep the pace slow and ask now and then how the knees and hips feel.",
        "When you finish, lift the blindfold gently and help the wearer bring their knees back together.",
      ],
    },
  },
};

export default written;
