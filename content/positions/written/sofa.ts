import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "The corner where backrest meets armrest is the whole secret. Sitting cross-legged there, the partner underneath has something solid to lean on, so their back stays easy while the other settles in facing them, and the rocking of the Lotus can last far longer than it does on the bed. Pull the seat cushions snug first so nothing slides apart.",
      steps: [
        "Push the seat cushions tight together, drape a throw over the corner and switch the television off.",
        "The partner who will sit underneath folds their legs in the corner seat, back resting against both the backrest and the armrest.",
        "The other climbs on facing them, knees sinking into the cushions either side, legs loosely wrapped behind.",
        "Wrap your arms around each other's shoulders and rock in small movements, letting the corner take the strain instead of your arms.",
        "If a cushion starts creeping forward, pause, tuck it back in and settle again before carrying on.",
      ],
    },
    "romantic-2": {
      description:
        "The film is still playing and neither of you is watching it any more. A narrow seat presses you closer than a bed would: the partner behind is sheltered by the backrest, the armrest becomes a shared pillow, and Spooning turns sleepier and cosier than ever. The one in front lies nearest the edge, so keep an arm around them and a cushion on the floor just in case.",
      steps: [
        "Spread a soft blanket along the seat and tuck a cushion against the armrest to rest on.",
        "The partner behind lies down first, back against the backrest, and the other curls in front, both facing the room.",
        "Fit your knees together, bent the same way, and pull the blanket over you both.",
        "The partner behind keeps one arm firmly across the front and sets a gentle, steady rhythm, small enough that nobody rolls.",
        "When you are done, stay as you are and let the credits roll over you.",
      ],
    },
    "romantic-3": {
      description:
        "It feels like being young again, sneaking time together in the living room with the stairs suddenly much too far. The partner lying back uses the armrest as a pillow and the one above stays propped on their arms, one foot on the floor for balance if the seat is narrow. The Slow Embrace turns sweet and slightly giddy here. Close the curtains first.",
      steps: [
        "Draw the curtains, clear the cushions away except one for the armrest, and lay a throw along the seat.",
        "One partner lies back along the sofa, shoulders resting against the padded arm, knees bent up.",
        "Their partner settles above, face to face and propped on bent arms, one foot planted on the floor if the seat feels tight.",
        "Wrap arms and legs around each other and keep the pace slow, checking in with a glance between kisses.",
        "If the sofa is too short, let the lower partner's feet rest over the far arm rather than cramping their knees.",
      ],
    },
    "romantic-4": {
      description:
        "There is no spare room on a sofa seat, so legs weave together tightly and faces stay a whisper apart. Twin Crescents needs a deep seat for this, and rewards it with real closeness: the backrest shelters one of you while the other lies at the open edge, and a cosy evening drifts on. Whoever is at the edge keeps a knee hooked over for security.",
      steps: [
        "Take the back cushions off if they are loose, to make the seat as deep as possible, and lay a blanket down.",
        "One partner lies on their side against the backrest; the other lies facing them along the outer edge, both sharing the armrest.",
        "Weave your legs together, the upper leg of whoever is at the edge resting over the other's hip so they feel anchored.",
        "Arms around each other, keep every movement small and easy; the snug fit does most of the work.",
        "If the outer partner feels they might slip, swap sides or finish by curling up together under the blanket.",
      ],
    },
    "romantic-5": {
      description:
        "A firm seat gives the slow rolling motion a gentle spring and keeps you pressed flush from shoulders to feet, with simply no room to drift apart. One of you lies back with the armrest cushioned behind them, the other lies on top, and Tidal Rock winds a long day down together. A firm sofa works best; very soft cushions sag.",
      steps: [
        "Lay a throw over the seat and put a flat cushion against one armrest for the partner lying back.",
        "One of you stretches out along the sofa on their back; the other lies over them face to face.",
        "The partner on top shifts up until you are aligned from shoulders to feet, with their weight resting on their arms and a foot braced on the floor if needed.",
        "Rock together in one continuous rolling movement, letting the springs in the seat carry part of the motion.",
        "If the cushions start to dip, slide a little towards the firmer end of the sofa and carry on.",
      ],
    },
    "romantic-6": {
      description:
        "Kneeling Vow becomes a real balance game on a narrower, springier base than the mattress. Face to face lengthways along the seat, one of you has the armrest right behind as a safety rail, and the backrest is there to grab with a free hand. Tender and a little giggly. Go barefoot, keep movements slow and stop if the cushions shift.",
      steps: [
        "Remove any loose seat cushions that might slide, or lay a grippy throw over them, and kick off your shoes.",
        "Kneel facing each other along the length of the seat, one of you with their back close to the armrest.",
        "Draw in and hold each other around the shoulders, keeping your knees a little apart for a steadier base.",
        "Sway together slowly; whoever feels less steady can rest a hand on the backrest at any time.",
        "When balance starts to feel like work, sit down into each other's arms and carry on from there.",
      ],
    },
    "romantic-7": {
      description:
        "Hearthside might have been invented for the sofa. The partner behind sits wedged into the corner with legs stretched along the seat, and the other reclines against them, both looking out at the room as if by a fire; the armrest props a back, a blanket covers you both and hands are free to wander, while the film night quietly changes plans. Pile cushions behind whoever sits in the corner.",
      steps: [
        "Heap cushions into one corner of the sofa, light a lamp and pull a blanket within reach.",
        "One partner settles into the corner, leaning against the cushions, legs stretched long along the seat.",
        "The other sits between their legs facing the same way and lies back against them, resting on their shoulder.",
        "The partner behind wraps both arms around the front, stroking and exploring while the one in front sets the pace with small shifts.",
        "Pull the blanket up over you both afterwards and stay put for as long as the sofa will let you.",
      ],
    },
    "passionate-1": {
      description:
        "One knee on the cushion, one foot on the floor: the seat is too narrow for the rider to kneel on both sides, and that planted foot turns out to give extra leverage and control. The partner lying back rests against the armrest and enjoys the view, and Moonrise gets bold and spontaneous, no stairs required. Check the sofa does not slide on a bare floor.",
      steps: [
        "Clear the throw cushions away, and if the floor is bare, push the sofa against a wall so it cannot slide.",
        "One partner lies back along the seat, shoulders propped comfortably against the armrest.",
        "The other straddles them with one knee on the cushion and the opposite foot flat on the floor.",
        "Sitting up tall, the rider uses that floor foot to steady themselves and set the pace, holding their partner's hands for balance.",
        "Switch which foot is down, or which end of the sofa is used, whenever one side starts to tire.",
      ],
    },
    "passionate-2": {
      description:
        "A padded armrest makes a better bolster than anything on the bed. The partner in front kneels on the seat and leans forward over it, sparing hands and arms, while the one behind kneels close; Wild Tide keeps its primal energy and gains comfort, and a heated moment need not wait. Put a folded blanket over the armrest and keep the pace agreed aloud.",
      steps: [
        "Fold a blanket or cushion over one armrest so it is soft to lean on.",
        "The partner in front kneels on the seat near that end and drapes forward across the padded arm.",
        "The other kneels on the cushions behind them, or stands on the floor if the height works better.",
        "Keep a hand on your partner's hips or shoulders and settle the pace out loud; the one in front can push back against the armrest to set it too.",
        "When you want to soften things, lean forward and wrap your arms around your partner, and whisper.",
      ],
    },
    "passionate-5": {
      description:
        "The rider's gaze goes across the room instead of down the bed. With the seat too narrow to kneel wide, they tuck the inner knee against the backrest and put the outer foot on the floor, which makes leaning forward or back far steadier in Turned Horizon. The partner lying back rests against the armrest, both hands free to trace the rider's back. Keep the curtains drawn.",
      steps: [
        "Draw the curtains and lay a throw over the seat, leaving one armrest cushioned for the partner who lies back.",
        "One partner stretches out along the sofa, facing up, shoulders against the armrest.",
        "The rider sits astride facing the far end, inner knee snug against the backrest and outer foot flat on the floor.",
        "Lean forward onto your partner's knees or back towards them to find the angle, pushing through the floor foot for balance and pace.",
        "Take it slowly at first; the rider controls everything and can simply stand up to pause.",
      ],
    },
    "passionate-6": {
      description:
        "Hemmed in by the backrest, face down along the seat, the partner underneath is covered completely, with nowhere to sprawl: Velvet Press made even snugger. A foot braced on the floor lets the partner above take weight off without breaking contact, which keeps it heavy and slow rather than crushing after a hard week. Give the partner underneath a cushion to turn their face onto comfortably.",
      steps: [
        "Put a soft cushion against the armrest for the partner underneath to rest their face on, and throw a blanket over the seat.",
        "That partner lies on their front along the sofa, arms tucked up or relaxed by their sides.",
        "The other stretches over them, weight on their arms and knees, with one foot on the floor as a brace if the seat is narrow.",
        "Stay pressed close, faces side by side, and move in small, slow motions, with kisses along the neck and shoulders.",
        "Ask in a murmur now and then whether the weight is still welcome, and ease off onto the floor foot whenever it is not.",
      ],
    },
    "mixed-2": {
      description:
        "Crossed Paths fits a sofa almost too neatly: each of you rests against an armrest at opposite ends, and your interlaced legs meet in the middle of the seat. Pillows come built in, the backrest keeps you in line, and you can hold hands across the gap through a long, talky evening. A three-seater gives the most room; tuck a cushion under any bent knee.",
      steps: [
        "Put a cushion against each armrest and spread a blanket along the length of the sofa.",
        "Sit at opposite ends, then one of you lies back while the other turns onto their side, each resting back on your own armrest.",
        "Slide down and weave your legs together scissor-fashion until your hips meet in the middle.",
        "Reach down the sofa for each other's hands and use them to draw closer and keep a lazy rhythm.",
        "Shift a little up or down the seat until the angle suits you both, and swap ends next time.",
      ],
    },
    "mixed-3": {
      description:
        "Feet on the floor make all the difference. The partner lying back stretches along the seat, and the rider sits sideways across them facing the room, legs over the front edge, so the twisting comes easily and Side Saddle turns out steadier here than on the bed, and every bit as mischievous. Keep to a low sofa for this; tall ones leave feet dangling.",
      steps: [
        "Choose a sofa low enough that the rider's feet will reach the floor, and lay a throw along the seat.",
        "One partner lies back along the sofa, knees slightly bent, shoulders propped on the armrest.",
        "The other sits astride, then swings both legs round to the front so they sit sideways, feet on the floor.",
        "Lean one hand on the backrest or your partner's shoulder, and turn your hips a little more or less to change the feel.",
        "Press through your feet to set the rhythm, and stand straight up whenever you want a break.",
      ],
    },
    "mixed-4": {
      description:
        "Tired arms were always the drawback; two armrests solve it. Facing each other along the seat with legs interlaced, each of you leans back against one end, your hands suddenly free to hold and stroke, and Mirror Recline's small shared movement can last far longer, eye contact and all. It needs a long sofa; cushion both armrests well.",
      steps: [
        "Prop a firm cushion against each armrest and clear the seat between them.",
        "Sit at opposite ends facing each other, backs against the cushions, and slide towards the middle.",
        "Interlace your legs so you are close, shuffling until neither of you has to stretch.",
        "Move together slowly, each pushing gently off the armrest behind you to find a shared rhythm, hands free to reach for each other.",
        "When you want to be closer still, sit forward into an embrace in the middle of the sofa.",
      ],
    },
    "mixed-6": {
      description:
        "Only an L-shaped corner unit will do, but there it is a gem. One of you lies along one arm of the L with hips near the corner, the other lies on their side along the other, and legs drape over at the turn, so the sofa holds the T of the Compass for you and leaves you free to chat and laugh. With a straight sofa, use the bed instead.",
      steps: [
        "Check you have a corner sofa with both sections long enough to lie on, and clear the cushions from the corner seat.",
        "One partner lies face up along one section, hips close to the corner and knees bent.",
        "The other lies on their side along the second section, curled towards the corner so your hips meet.",
        "The partner face up rests both legs across the other's hips, and you join hands over the corner seat.",
        "Move together in small, slow motions, talking and laughing as you go, and shuffle along either section if the fit needs adjusting.",
      ],
    },
    "romantic-14": {
      description:
        "This is the moment a film night stops being about the film. One partner lies back along the seat, head on the armrest; the other sits up facing them, legs stretched out either side, the lying partner's thighs over their lap. Lazy Lap brings eye contact, slow caresses and a blanket to hand, and whenever the sitter's back asks for support, the far armrest is right there to lean on.",
      steps: [
        "Turn off the television, tuck a cushion against one armrest and pull the seat cushions snug.",
        "One partner stretches out on their back along the sofa, the cushion under their head.",
        "The other sits up at the far end facing them, legs stretched out either side of their hips.",
        "The lying partner rests bent knees over the sitter's thighs, and you take your time with long caresses.",
        "When the sitter's back tires, let them lean on the far armrest, and pull the blanket over you both.",
      ],
    },
    "mixed-22": {
      description:
        "Upside-Down Kiss is at home on the sofa, where heads end up in laps most evenings anyway. One partner sits at one end with legs folded on the seat, the other stretches along the cushions with their head in that lap, and the kisses come the wrong way up, one stroking hair from above, the other reaching up to cup a cheek. Clear the coffee table so nobody knocks a glass over.",
      steps: [
        "Move glasses and the remote off the coffee table, and put a soft cushion at one end of the sofa.",
        "One partner sits on the cushion at that end with legs folded under or crossed.",
        "The other lies back along the sofa with their head resting in the sitting partner's lap.",
        "The sitting partner leans down for an upside-down kiss while the one lying back reaches up to hold their face.",
        "Take turns with the lap, and let the kisses become whatever the evening wants.",
      ],
    },
    "mixed-23": {
      description:
        "After a long day, closeness can be this simple: one partner stretched out face up on the seat, knees raised, the other lying face down between them with a cheek on their chest. The backrest shelters you both and the narrow seat keeps you pressed together, so Heartbeat needs nothing more than listening, breathing and a hand stroking a back. Keep a throw within reach and a cushion behind the lower partner's head.",
      steps: [
        "Put a cushion against the armrest and keep a throw over the back of the sofa.",
        "The partner underneath stretches out face up, head propped on the cushion, knees raised.",
        "The other lies face down between their knees and rests a cheek over the heartbeat, arms round their sides.",
        "Pull the throw over you both and let the partner underneath stroke slowly down the other's back.",
        "Stay until one of you nearly falls asleep, then decide whether to move to bed.",
      ],
    },
    "romantic-9": {
      description:
        "Snugness is the point, and a narrow seat supplies plenty of it. One partner lies back along the cushions with legs together, the other settles over them with knees outside, gathered close from shoulders to toes, and Closed Petals rocks in small movements with the backrest sheltering one side. The partner on top keeps a knee tucked in on the open side, and a foot down on the floor if the seat feels tight.",
      steps: [
        "Clear the sofa except for one cushion against the armrest, and lay a throw along the seat.",
        "One partner lies back along the sofa, head on the cushion, legs straight and together.",
        "The other lowers over them face to face on their forearms, knees either side of the other's thighs.",
        "Keep movements small and rolling, with the backrest on one side and a knee securely tucked on the other.",
        "If the seat feels too narrow, put a foot down on the floor, or move to the bed and finish there.",
      ],
    },
    "romantic-10": {
      description:
        "Getting upstairs seemed too far. So the partner underneath stretches out on the sofa, head against the armrest, and the other kneels astride and folds forward until you are chest to chest; the backrest tucks you in on one side and the narrow seat keeps you pressed together. Heart to Heart stays sweet and a little giddy. The partner on top keeps a knee well on the cushion and rests on forearms.",
      steps: [
        "Pull the seat cushions snug, put a soft one against the armrest and close the curtains.",
        "The partner underneath lies back along the sofa, knees bent, head on the armrest cushion.",
        "The other kneels over their hips, one knee against the backrest and the other firmly on the seat.",
        "Fold forward until your chests meet, forearms resting on the cushion either side of your partner's head.",
        "Rock gently and hold on; if a knee slips towards the edge, pause and shuffle back in.",
      ],
    },
    "mixed-9": {
      description:
        "Stargazer is film night at its most mischievous: one partner stretches out face up on the seat, the other reclines over them, also face up, heads together on the armrest. The one underneath wraps both arms round, the backrest stops anyone rolling, and the film may or may not get watched. When the one beneath starts to feel squashed, roll off towards the backrest.",
      steps: [
        "Put a cushion against the armrest big enough for two heads, and pull a throw within reach.",
        "The partner underneath stretches out face up along the seat, cushion beneath their head.",
        "The other lies back over them, face up, with their head beside their partner's and feet planted on the seat.",
        "The partner underneath folds their arms round the other's waist, and you move in small, slow shifts.",
        "To come out, the partner on top slides off towards the backrest, not the edge, and you share the throw.",
      ],
    },
  },
};

export default written;
