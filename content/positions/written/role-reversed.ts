import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-2": {
      description:
        "Rocking back into the partner behind, the front spoon sets every beat for once, and steers the arm draped over them, placing that hand wherever they want it. In this Spooning the back spoon stays still and follows, a quiet treat for whoever usually does the work, and a shy partner finds leading easier when nobody can see their face. With no faces in view, speak up. Keep knees bent to avoid strain.",
      steps: [
        "Curl up together as two spoons, the back spoon fitted snugly around the front.",
        "Before anything starts, the partner in front takes the top hand of the one behind and rests it where they would like it to stay.",
        "The back spoon now keeps still, an easy, warm wall to lean into.",
        "The front spoon sets the pace by rocking back and easing forward, faster or slower entirely as they choose.",
        "To pause or finish, the partner in front simply stops and pulls the encircling arm tighter; the other waits for that signal.",
      ],
    },
    "romantic-3": {
      description:
        "Arms around the other's back and feet planted, the partner lying underneath is in charge: they pull closer, hold still or lift to meet, while the partner on top stays braced on forearms and lets themselves be guided. Eyes do most of the directing, and a Slow Embrace you have shared a hundred times suddenly surprises you both. The partner above keeps their weight off so the one below can move.",
      steps: [
        "The leader for tonight stretches out face up, knees raised and feet set firmly on the sheet for leverage.",
        "The other lowers over them face to face, resting on forearms, and agrees to follow rather than steer.",
        "The partner underneath wraps arms around the other's back and uses them to draw the two of you together or hold the moment still.",
        "All the motion starts from below: small lifts and pauses chosen by the partner on the bed, answered by the one above.",
        "If the partner above needs a rest, they ask, and the one below decides whether to roll onto your sides.",
      ],
    },
    "romantic-5": {
      description:
        "Rising from underneath, the tide changes hands: the partner lying back plants both feet, spreads hands across the other's back and starts each slow wave with their own hips, while the one above, still pressed flush, rides it without pushing. With less leverage the Tidal Rock grows even smaller and subtler, and a long night gets longer. The upper partner stays on forearms so nobody is squashed.",
      steps: [
        "Lie pressed together face to face, the leading partner on their back with knees bent and feet set firmly on the mattress.",
        "The partner above slides a little higher until you lie flush, then takes their weight onto forearms and goes still.",
        "From below, start a slow, rolling rock with your hips, drawing the other along with hands spread across their back.",
        "The partner above matches the wave without pushing, letting the one underneath decide its depth and speed.",
        "When the leader wants to stop, they hold the back firmly and breathe out; rest there together before moving.",
      ],
    },
    "romantic-7": {
      description:
        "Usually the one in front sets Hearthside's rhythm while the partner behind explores. Swap those jobs: the partner against the headboard now makes the small, slow shifts, and the one reclining in front takes charge of the hands, lifting, placing and moving them wherever they like. A sleepy cuddle becomes a game of steering and being steered, and on a winter evening with nowhere to be it can last for hours. Plenty of pillows keep the partner behind supported.",
      steps: [
        "The partner behind sits back against a tall pile of pillows at the headboard, legs stretched out.",
        "The partner who will steer the hands nestles in front, back resting against the one behind.",
        "The partner in front takes both of the other's hands and decides, throughout, exactly where they go and how they move.",
        "The partner behind sets the rhythm with small lifts and shifts from underneath, watching for cues from the hands they are being guided with.",
        "Swap back or wind down whenever the one in front lets go of the hands; that is the agreed sign.",
      ],
    },
    "passionate-1": {
      description:
        "This time the partner lying back runs Moonrise, not the rider. Knees bent and feet flat, they hold the rider's hips and guide speed and angle from below, while the rider leans forward onto forearms and gives up control. The rider simply enjoys, and the partner underneath works harder than usual; next time, trade back. Keep the range small; leverage from underneath is limited.",
      steps: [
        "The partner who will lead lies on their back, pillow under the head, knees bent and feet flat.",
        "The other kneels astride, knees on the mattress on either side, and settles in.",
        "The rider may sit upright or lean forward onto forearms; either way, they stop steering.",
        "From underneath, the leading partner rests both hands on the rider's hips and sets every speed and angle, moving from below.",
        "The rider signals with a squeeze of the hand if anything needs to change, and the partner below decides how.",
      ],
    },
    "passionate-2": {
      description:
        "On hands and knees, the partner in front owns the whole rhythm this time: they push back and ease forward at their own speed while the partner behind kneels upright and still, hands on the waist as an anchor only. The one in front also calls the words. Bold and trusting, the Wild Tide turns the usual roles inside out. Drop onto forearms if hands tire.",
      steps: [
        "The leading partner kneels on a soft mattress and leans forward onto hands or forearms.",
        "The other kneels close behind, upright and steady, knees placed wherever they feel most stable.",
        "The partner behind rests light hands on the other's waist and agrees not to set any pace.",
        "The one in front rocks back and forward to set depth, speed and pauses, saying out loud what they want next.",
        "To change or stop, the partner in front stills and looks back over a shoulder; the partner behind waits for it.",
      ],
    },
    "passionate-3": {
      description:
        "Legs resting on the other's shoulders can steer as well as rest: the partner lying back draws the kneeling one closer or eases them away, and chooses how high to lift. In this High Tide the kneeling partner stays upright and is moved, which makes it intense in a new way and safer for the flexible one, who now controls the stretch. Lower the legs the moment it pulls too hard.",
      steps: [
        "The partner who leads lies flat on their back with a pillow under the head.",
        "The kneeling partner settles in close, weight back a touch for balance, and goes still.",
        "The lying partner raises their legs to the kneeling partner's shoulders at a height they choose.",
        "Using those legs, the one lying down pulls the other closer or presses them back, setting the whole rhythm; hands on arms help steer.",
        "Only the leading partner adjusts the angle, and they can lower their legs to the bed at any moment.",
      ],
    },
    "passionate-4": {
      description:
        "For once, the partner stretched across the mattress calls the shots at Bed's Edge: legs hooked around the one on the floor, they pull them in and push them back, and squeeze their hands to ask for a pause. The standing partner stays planted like a post. With less leverage the pace turns slower and more teasing, and since nobody holds up their own weight, the leader can take as long as they like. Kneel on a cushion if standing tires.",
      steps: [
        "The leading partner lies back with hips near the edge and feet on the frame or floor.",
        "The other stands close, or kneels on a cushion, and adjusts height with pillows until it works.",
        "The partner on the bed wraps their legs around the other's hips and laces fingers with them.",
        "From there, they draw the standing partner in and press them away with their legs, choosing the pace; the standing partner only follows.",
        "When the partner on the bed lets go of the hands, the other knows to stop and climb up beside them.",
      ],
    },
    "passionate-5": {
      description:
        "Both hands on the rider's hips, the partner lying back leads from behind, guiding speed and angle. Since the rider faces the foot of the bed and cannot see their partner's face, agree simple touch signals first: a squeeze to slow down, a tap to go on. The rider leans forward onto the legs and yields, and the Turned Horizon becomes a game of trust and surrender. Keep movements small at first.",
      steps: [
        "The leading partner lies back, legs together or slightly apart, head on a pillow.",
        "The other kneels astride facing their feet and leans forward onto the legs for support.",
        "Agree on your signals before you start: a squeeze of the hip to slow, a tap to carry on.",
        "The partner lying back guides every movement with their hands, lifting a little from underneath if they like.",
        "The rider can stop everything at once by sitting upright; otherwise they follow the hands.",
      ],
    },
    "passionate-6": {
      description:
        "The one tucked beneath the warm weight takes charge in this Velvet Press: with a pillow under the hips, they lift and sink to set the rhythm and steer with hand squeezes, while the partner above holds still. The one pressed down being in charge is a delicious contrast, lazy and playful at once. The upper partner keeps weight on forearms and knees, leaving room to move beneath.",
      steps: [
        "The leading partner lies face down with one pillow under the head and another under the hips.",
        "The follower lies along their back like a blanket, held up on forearms and knees, hands resting over the leader's.",
        "The partner beneath begins to lift and sink in slow motions, setting every beat.",
        "The upper partner stays still and responsive; the one below squeezes a hand to ask for more closeness or to pause.",
        "To end, the one beneath stops and turns their face towards the other, the cue to roll off.",
      ],
    },
    "passionate-7": {
      description:
        "Palms on the wall give the partner in front leverage to push off and set the pace, and a turn of the head lets them tell the one behind exactly what they want. Usually that partner behind sets the rhythm and does the whispering; in this Wall Whisper they stay planted, knees soft, arm round the waist as a steady hold. Daring in a new key. Mind your balance and choose a non-slip floor.",
      steps: [
        "The leading partner faces a wall, palms flat on it at shoulder height.",
        "The other stands close behind, one arm around the waist, knees slightly bent.",
        "Sort out any height gap with a sturdy step before anyone starts.",
        "The partner at the wall presses back and eases off with the hands, setting speed and pauses, and talks the other through it over a shoulder.",
        "The partner behind holds steady and follows; if balance wobbles, the leader stops and turns round into a hug.",
      ],
    },
    "passionate-8": {
      description:
        "Small lifts from underneath set the rhythm, and bent knees stay rock-steady as a backrest: the partner lying down leads, while the rider stays still, arms braced, and yields. The rider keeps one right, to come upright at any moment. Reversed like this, the Leaning Moon is a showy trust exercise that asks confidence and flexibility of you both. Keep everything slow, since the rider's balance depends on it.",
      steps: [
        "The rider kneels astride and sits tall, facing the partner lying down.",
        "The partner lying down bends their knees and plants their feet so their legs form a stable backrest.",
        "The rider leans back slowly, hands on those knees or on the mattress, then settles still.",
        "The partner underneath sets the pace with small, controlled lifts, keeping their knees from moving so the rider stays supported.",
        "Whenever the rider sits up, the movement pauses; the one below waits until they lean back again.",
      ],
    },
    "adventurous-4": {
      description:
        "Looking down from a few steps up adds a commanding feel, so let the partner sitting higher lead: legs wrapped around the one kneeling, a hand on the banister, they draw them closer and hold them back. The kneeling partner keeps both hands anchored and follows, and the Staircase Rendezvous turns playful in a new direction. The one kneeling is likeliest to slip, so pad the steps well.",
      steps: [
        "Cover the stairs with a folded blanket so no edge digs in.",
        "The leading partner sits on a step, leaning back on elbows against the steps above.",
        "Their partner kneels lower down, face to face, shifting until heights match, both hands anchored on a step or the banister.",
        "The seated partner wraps their legs around the other's waist and sets the pace by drawing them in and easing them back.",
        "The kneeling partner follows; if their balance shifts, they say so and the seated partner stops.",
      ],
    },
    "adventurous-5": {
      description:
        "Holding the forearms of the partner above, the one with head and shoulders on the cushions below steers by grip and words, while the one kneeling over them moves only when asked. Head-down is the bold part of the Waterfall, so letting that partner set the pace and the end makes it safer as well as new. Keep it to a few minutes and sit up slowly.",
      steps: [
        "Stack soft cushions on the floor beside the bed.",
        "The leading partner lies back and slides slowly until head and shoulders rest on the cushions.",
        "The other kneels or sits astride them on the bed, one steady hand on them, and offers both forearms to hold.",
        "The partner below guides pace with their grip: a pull for closer, a push for slower, and says when to stop.",
        "At the leader's word, the partner above helps them sit up gently and stays close while they recover.",
      ],
    },
    "adventurous-6": {
      description:
        "Give the stretching partner the say in Bamboo Split, instead of the one kneeling: they choose when to swap, how high each leg goes, and use the raised leg to pull the kneeling partner closer or ease them away. The kneeling partner stays upright and obliges. The stretch gets safer, since the one stretching controls it. Stop at whatever height still feels pleasant.",
      steps: [
        "The leader lies face up; the other kneels close, upright and waiting.",
        "The leader raises one leg to rest on the kneeling partner's shoulder and keeps the other along the bed.",
        "With that raised leg, they draw the kneeling partner nearer or push them back to set the rhythm.",
        "When they are ready, the leader announces the swap and changes legs slowly; the other simply adjusts.",
        "The one lying back decides when to drop the legs and finish.",
      ],
    },
    "adventurous-7": {
      description:
        "Swap who steers at the Butterfly Table: the partner lying on it leads, feet against the standing partner's hips or legs wrapped round them, drawing them in and pushing them away, hands gripping their arms. The standing partner stays firm, one hand on the table edge to steady it. An unexpected room meets the thrill of handing over control. Check the table is solid before anyone leans.",
      steps: [
        "Pad the rim of a heavy table or worktop with a folded blanket; hip height works best.",
        "The leading partner leans or lies back across it, feet resting on the other's hips.",
        "The standing partner steps in close, one hand on the table edge, and agrees to follow.",
        "The partner on the table sets the pace with their feet and legs, pulling and pushing, and holds the other's arms to steer.",
        "If the table shifts at all, the standing partner says so and you both stop and move to the bed.",
      ],
    },
    "mixed-3": {
      description:
        "The rider in Side Saddle becomes the passenger this time, and the partner lying down leads: knees bent, hands on the rider's hips, they rotate them a little more or less and move from underneath, while the rider sits sideways and thinks only about balance. A hand resting on the lying partner's arm tells the rider what comes next. Elegant and mischievous. Keep it gentle, since a sideways seat tips easily.",
      steps: [
        "The leading partner lies on their back, knees slightly bent, feet flat.",
        "The rider climbs astride and swivels to sit side-on, tucking both legs to one side.",
        "The rider leans on a hand on the mattress and rests the other on the lying partner's arm.",
        "From below, the lying partner sets the rhythm and turns the rider's hips to change the angle.",
        "If the rider feels unsteady, they lean forward and the partner below pauses.",
      ],
    },
    "mixed-5": {
      description:
        "Whoever leans over the backrest in Sofa Skyline, usually the relaxed one, now sets the pace: forearms on the backrest give leverage to rock back and set every beat, and they glance over a shoulder to call changes. The partner behind, kneeling or standing, stays still with hands on the waist, and the sofa never quite recovers its innocence. Clear the floor if the partner behind stands.",
      steps: [
        "The leader kneels up on the cushions, arms folded along the top of the backrest.",
        "Behind them, the follower either kneels on the seat too or stands on the floor.",
        "The partner behind rests hands on the leader's waist and keeps still.",
        "The one at the backrest rocks back and forward to set the pace and depth, calling out changes over a shoulder.",
        "When they want to stop, the leader turns round on the cushions and pulls the other into a hug.",
      ],
    },
    "mixed-7": {
      description:
        "Every roll is called by the one who begins underneath: they decide when to turn, when the new partner on top should move, and when it is time to spoon, then take the back of that final spoon themselves, the place that usually belongs to the other. A Switchback Flow led from below is playful, full of laughing, and a proper swap of who is in charge. Make sure there is room to roll safely.",
      steps: [
        "Begin face to face, the leading partner reclining and the other hovering above.",
        "The partner beneath sets the pace for the first stage and says when it is time to roll.",
        "Roll together so the leader ends up on top, and they carry on setting the rhythm from there.",
        "When the leader calls it, roll onto your sides with the leader as the back spoon, keeping the rhythm theirs.",
        "Take each change slowly; the leader decides when to stop.",
      ],
    },
    "mixed-8": {
      description:
        "Whispered instructions from behind, and small lifts from the chair: this time the seated partner leads, hands on the front partner's hips, guiding rhythm and angle. The one in front leans back, lets those arms steer and rests their own hands over them. With less range from the chair, the Front Row Seat slows right down. Keep feet flat for balance.",
      steps: [
        "The leading partner sits in a sturdy armchair or on the edge of the bed, feet flat.",
        "The follower settles onto that lap, back to the leader, and plants both feet.",
        "The seated partner places both hands on the front partner's hips; the front partner rests their hands over them.",
        "The seated partner sets the pace by guiding the hips and moving from the chair, whispering what comes next.",
        "If the front partner wants to stop, they lean forward; the seated partner follows.",
      ],
    },
    "romantic-10": {
      description:
        "Nobody changes place, only who decides. The partner lying underneath, feet planted and arms wrapped round the other's back, draws them in, pauses or rises to meet them, while the one kneeling astride above rests on forearms and simply follows. That small swap is enough to make Heart to Heart feel new after years of habit. The partner above keeps weight off the chest so the one below can move.",
      steps: [
        "Agree out loud who leads tonight: the partner who will lie underneath.",
        "That partner lies back with knees bent and feet flat; the other kneels astride and folds forward, chest to chest, on their forearms.",
        "The partner below wraps both arms around the other's back, ready to guide.",
        "All the rhythm now starts from underneath: small lifts of the hips, a gentle pull closer, a long pause held by the arms.",
        "The partner on top follows and says so if their forearms need a rest; the one below decides when to roll onto your sides.",
      ],
    },
    "romantic-11": {
      description:
        "In the Lifted Spoon the partner behind usually sets the rhythm while cradling the raised knee. Swap that: the partner in front, top leg draped back over the other's thigh, rocks back and forward to choose every beat, and says out loud where they want to be held. The partner behind keeps still and warm, holding the knee, and leading from the front spoon takes almost no effort. Lower the leg whenever the hip tires.",
      steps: [
        "Lie down on your sides, the back partner tucked snugly behind, and agree that the front partner is in charge.",
        "The front partner lifts their upper leg back over the other's thigh; the partner behind supports it beneath the knee.",
        "The partner behind stays still from here, a warm, steady back to lean into.",
        "The front partner rocks back and eases away at whatever pace they like, asking for a touch wherever they want one.",
        "To pause, the front partner simply stops and lowers the leg; the other waits for them to begin again.",
      ],
    },
    "passionate-9": {
      description:
        "Open Gate puts the kneeling partner in charge of pace and angle. Reverse it and the partner lying back leads: holding the kneeling partner's forearms, they pull closer or push away, and with feet planted they can lift and lower their own hips. The kneeling one stays upright and still, watching and following every cue. The gaze between you does the talking. Keep a pillow under the leader's head, and check in often.",
      steps: [
        "Decide who leads, then that partner lies back with a pillow under their head, knees up and feet planted apart.",
        "The other kneels tall between their knees, hands on their hips, and agrees to follow.",
        "The partner lying down takes hold of the other's forearms; those hands now steer everything.",
        "Draw your partner in, hold them still, or lift your hips to meet them, all at your own pace.",
        "The kneeling partner waits for each cue, and the leader calls the embrace whenever they want the distance closed.",
      ],
    },
    "passionate-23": {
      description:
        "Hips resting on the thighs of a partner kneeling on their heels, the one lying back leads for once: legs wrapped round the other's waist, they pull in and ease off using their own legs, and the kneeling partner holds their hips and follows. Being cradled and in control at the same time is the charm of Cradled Hips reversed. Keep a pillow under their head and shoulders, and rest when knees say so.",
      steps: [
        "Agree that the partner lying down sets the pace tonight.",
        "One of you kneels, seat resting on the heels; the other lies back facing them, head and shoulders on a pillow.",
        "Slide in until your lower back rests across the kneeling partner's thighs, and wrap your legs round their waist.",
        "Use your legs to draw your partner in and let them go, as slowly or quickly as you choose; the kneeling partner only holds and follows.",
        "Unwrap your legs whenever you want a pause, and let the kneeling partner stretch out their knees.",
      ],
    },
    "adventurous-24": {
      description:
        "On the Bench Rider the partner sitting astride sets the pace from firm feet. Reverse it: the partner lying along the bench has their own feet flat on the floor too, which is plenty of leverage to lift and lower from below, while the rider stays still, hands on their chest, and follows. The same shape, a new leader and a surprising amount of control from underneath. Choose a stable, padded bench, and climb off carefully.",
      steps: [
        "Check the bench is long, steady and well padded, and agree that the partner lying down leads.",
        "That partner lies back along it, head and shoulders supported, feet planted on the floor on each side.",
        "The other stands astride and sits down onto their hips, face to face, feet on the floor and hands on their chest.",
        "The partner lying back pushes through their feet to lift and lower, choosing every beat, while the rider keeps still.",
        "The rider holds their partner's waist for balance and says when to slow; step off one foot at a time.",
      ],
    },
    "mixed-12": {
      description:
        "Counter Lean normally hands the rhythm to the partner standing behind. Here the partner leaning on their forearms leads: with the counter taking their weight and feet planted, they rock back into the other at whatever pace they choose, while the partner behind stands still, hands resting on their hips. Spontaneous and cheeky, and you learn exactly what your partner likes. Clear the worktop, and check the floor is dry first.",
      steps: [
        "Clear a stretch of counter, make sure the floor is dry, and agree that the partner in front leads.",
        "That partner stands facing the counter, feet hip-width apart, and leans forward onto their forearms.",
        "The other stands close behind with hands loosely on their hips and agrees to keep still.",
        "The front partner rocks back and eases forward, choosing speed and depth, and steers the other's hands where they want them.",
        "When legs tire, the front partner straightens up, and you can move somewhere softer together.",
      ],
    },
  },
};

export default written;
