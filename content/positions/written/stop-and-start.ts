import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Stopping is half the pleasure here. Wrapped together in one lap, you rock for a while, then go completely still, faces resting together, and simply breathe before beginning again; in a Lotus taken stop-and-start, each return feels warmer than the last, most of all after time apart. Whoever sits underneath should unfold their legs during a longer pause, because crossed knees stiffen quickly.",
      steps: [
        "Settle on a cushioned surface and agree on a small signal, such as a squeeze of the shoulder, that means 'pause now'.",
        "One of you sits tall with legs crossed, and the other nestles into that lap face to face, legs draped round behind.",
        "Rock gently for a few minutes with your arms around each other's backs, so the weight is carried by both of you.",
        "At the signal, stop entirely: rest your faces together and take three slow breaths before moving again.",
        "If the partner underneath feels their knees complaining, use one of the pauses to stretch their legs out, then wrap up and carry on.",
      ],
    },
    "romantic-2": {
      description:
        "A kiss on the back of the neck, then nothing: the partner behind sets a soft rhythm and halts, waiting until the one in front reaches back to ask for more. Spooning is sleepy and slow to begin with, and the full stops turn it into a lazy conversation without words, gentle teasing at the end of a tired weeknight. A pillow between the knees keeps hips comfortable through the longer stretches.",
      steps: [
        "Curl up together on your sides, both turned the same direction, with the one behind moulded to the back of the one in front.",
        "Tuck a slim pillow between the front partner's knees and draw your legs up together into a comfortable curl.",
        "The partner behind moves gently for a little while, then goes still and kisses the neck or shoulder while you both breathe.",
        "Start again only when the one in front gives the word: a nudge backwards or a squeeze of the hand will do.",
        "Let the pauses grow longer as the evening goes on; if one of you drifts off, that is a perfectly good ending too.",
      ],
    },
    "romantic-3": {
      description:
        "Hovering, looking, kissing, then moving again: the still moments let the one underneath read everything on their partner's face. In a stop-and-start Slow Embrace the partner above stays propped on their forearms, and each halt rests those arms as much as it draws out the wait. Roll a little to one side in the pauses if the arms start to shake.",
      steps: [
        "One partner lies back on a pillow with knees bent; the other stretches out above, face to face, resting on their forearms.",
        "Wind your arms and legs around each other however feels natural, and begin at an easy pace.",
        "After a few minutes, the partner above stops completely and holds still, close enough for a long kiss.",
        "Use each pause to look at each other and ask, in a word or a glance, whether anything should change.",
        "When the arms of the partner above begin to tire, shift some weight to one side during a pause rather than pushing through.",
      ],
    },
    "romantic-4": {
      description:
        "Who gives in first? Lying face to face with legs woven together, you move in small motions, then freeze, faces almost touching, and wait. Since Twin Crescents already puts you on equal terms, either of you may call the pause, and the game turns tender as quickly as it turns playful. Swap the top leg during a break so neither hip stiffens.",
      steps: [
        "Settle face to face on your sides, heads close on a single pillow, near enough to feel each other breathing.",
        "Tangle your legs so a top leg hooks over a hip, and keep your arms wrapped around each other.",
        "Move together in small, unhurried motions until either of you whispers 'stop'.",
        "Hold perfectly still, faces close, and see who breaks the stillness first, with a kiss, a laugh or a gentle push.",
        "Trade which leg sits on top during one of the pauses, so nobody's hip is held in one position for too long.",
      ],
    },
    "romantic-5": {
      description:
        "A tide goes out before it comes back in, and Tidal Rock with pauses follows the same pattern. You stay pressed together from shoulders to feet, rolling slowly, then let the motion ebb to nothing and lie still, breathing in time, before the next swell starts. The contrast makes every return feel stronger, and a long, quiet night can hold many of them. In the still moments, the partner above can lift onto their arms so the one beneath breathes freely.",
      steps: [
        "Start in the familiar face-to-face shape, then let the partner on top inch up the bed until you lie flush together.",
        "Rock in a slow, rolling motion, keeping the contact unbroken rather than moving apart.",
        "Let the rolling fade over a few breaths until you are lying completely still.",
        "Stay there for a long kiss or five slow breaths, then let the next wave build from nothing.",
        "Between waves, the partner on top eases some weight onto their arms so the one below can breathe deeply.",
      ],
    },
    "romantic-6": {
      description:
        "Upright and face to face on the mattress, arms locked around each other, you halt, steady your knees and look at each other properly before swaying again. Balance is what the Kneeling Vow asks for, and stop-and-start turns it into an advantage, each stillness a small promise renewed. Kneel on the softest part of the bed, and sink back to sitting whenever your knees ask for a rest.",
      steps: [
        "Kneel facing each other in the middle of a soft mattress, knees far enough apart to feel stable.",
        "Shuffle close and wrap your arms around each other's shoulders; one partner widens their knees if your heights need matching.",
        "Sway and move together slowly for a few minutes, holding each other steady.",
        "Stop together and stay upright and embraced for three unhurried breaths and one long look.",
        "If anyone wobbles or the knees ache, use the pause to sit back and rest before rising again.",
      ],
    },
    "romantic-7": {
      description:
        "Long strokes along the arms, slow kisses at the neck: the pauses give wandering hands somewhere to go. The partner in front leads a slow rhythm, then stops and sinks back against the one behind, who leans on the headboard and uses the stillness well. Hearthside on a winter evening can stretch on for hours this way, so stack plenty of pillows to keep the partner at the back comfortable for the long haul.",
      steps: [
        "Pile pillows into a firm backrest at the head of the bed so that one of you can sit against it, legs long.",
        "The other settles in front, facing the same way, and leans back into their partner's arms.",
        "The partner in front sets a slow, shifting rhythm for a few minutes, then stops and relaxes backwards.",
        "During each rest, the one behind strokes their arms and shoulders and kisses their neck until they feel ready to go on.",
        "Whoever sits at the back can call a pause of their own to rearrange the pillows or stretch out.",
      ],
    },
    "romantic-8": {
      description:
        "Move, stop, and make the seated partner wait. Sitting astride with faces level, the partner on top already holds the reins in a Sweetheart Chair, and every pause becomes a lingering look or a kiss before the rocking resumes: secretive, a bit mischievous, stolen away from the bedroom. Keep feet planted in the still moments, as a chair on a bare floor can slide.",
      steps: [
        "Find a solid chair with no arms and stand it where it cannot skid; one partner sits deep in the seat, both feet flat.",
        "The other sits astride that lap facing in, feet on the floor or hooked onto the rungs for support.",
        "Hold each other close while the partner on top begins, moving at whatever pace suits them.",
        "Every so often the partner on top stops, holds still and keeps the seated one waiting with a long kiss before continuing.",
        "Plant your feet firmly during each pause, and move to the bed if the chair starts to creak or shift.",
      ],
    },
    "passionate-1": {
      description:
        "Sitting tall and perfectly still, the rider holds the gaze of the partner lying back until both of you decide to continue. Because Moonrise hands the partner on top the controls, stopping and starting becomes a gentle exercise in suspense: a rhythm built, halted and built again, confident and teasing. In longer pauses, lean forward onto your partner's hands so your legs get a breather.",
      steps: [
        "The partner lying down gets comfortable on their back, a soft pillow under their head.",
        "The other kneels astride with a knee on either side and sits up straight, holding hands for balance.",
        "The rider picks the pace; after a few minutes they stop dead and stay still, eyes locked on their partner's.",
        "Hold the pause until one of you smiles, then start again, perhaps a touch slower or faster than before.",
        "When your legs burn or balance wavers, fold forward onto your partner's hands or shoulders and rest there for a while.",
      ],
    },
    "passionate-2": {
      description:
        "Halting mid-stride is a real change of gear when the pace has been bold and fast. Now and then the partner behind stops, leans down to wrap both arms around the one in front and whispers, then straightens and begins once more; the breaks soften the primal edge of Wild Tide and keep you talking, so the intensity comes with plenty of reassurance. The partner in front can drop onto their forearms during breaks to spare their hands.",
      steps: [
        "The partner in front kneels and tips forward onto hands or forearms; the one behind kneels close, knees placed wherever feels steadiest.",
        "Agree on a pace out loud, and on one word that means 'hold', with hands resting on each other's hips or shoulders.",
        "After a spell, the partner behind stops completely and bends down to hug the one in front and murmur a few words close to their neck.",
        "Stay like that for a few breaths, then straighten up and carry on; the one in front can also rock back to restart.",
        "If hands or knees feel the strain, use a pause to sink onto forearms or slip a pillow under the knees.",
      ],
    },
    "passionate-3": {
      description:
        "Lower the legs, stretch, share a kiss, lift them again. Regular pauses make High Tide far kinder, because the partner lying back never has to keep their legs against the other's shoulders for longer than feels good, and that rhythm of effort and rest keeps the intensity without the ache, a gentle way in for a first try. Never hold a stretch that starts to pinch; a pause is always there for the asking.",
      steps: [
        "One of you lies back with a pillow beneath your head; the other kneels facing you, weight sitting back a little.",
        "The partner lying down lifts their legs so they rest against the kneeling partner's shoulders.",
        "Begin slowly, adjusting the angle together, and keep going only while it stays comfortable.",
        "Then stop fully: lower the legs, let the kneeling partner lean in for a kiss, and breathe together for a moment.",
        "Raise the legs again when you are ready, or finish face to face with legs wrapped lower around each other.",
      ],
    },
    "passionate-4": {
      description:
        "Bed's Edge leaves the standing partner's hands free, and that is exactly what the pauses are for. Each time you stop, they lean down over the partner lying back to kiss them, touch their face or simply hold both hands and look, then rise and resume. It asks little of the one on the bed, and command and tenderness take turns. A cushion under kneeling knees helps in longer sessions.",
      steps: [
        "One partner lies back across the mattress, hips close to its edge, feet resting on the floor or the frame.",
        "Their partner takes up position on the floor in front, standing or on a cushioned kneel, and you add pillows until the angle suits.",
        "The partner at the edge sets the rhythm, holding their partner's hands for connection.",
        "When it feels right, stop completely and lean down for a kiss or a long look, staying close.",
        "Straighten up and begin again; if standing legs grow tired, switch to kneeling during one of the pauses.",
      ],
    },
    "passionate-5": {
      description:
        "With the rider facing away, the pauses cannot be a long look, so they become touch instead. When the partner on top in Turned Horizon stops and sits still, the one lying back traces slow lines down their back until they are ready to go on, a build-up that feels surprising and a little daring. Agree on a spoken cue first, since you cannot read each other's faces here.",
      steps: [
        "Settle on a simple spoken cue for stopping and starting, because you will not be facing each other.",
        "One partner lies face up; the other kneels astride, turned towards the foot of the bed.",
        "The rider tilts forward or back until the angle feels good, then moves at their own pace.",
        "At the cue, the rider halts and sits still while their partner strokes slowly along their back and shoulders.",
        "The rider starts again whenever they choose, and can recline into their partner's arms for a rest if the knees tire.",
      ],
    },
    "passionate-6": {
      description:
        "Almost meditative: the partner on top moves a little, then goes still, stays propped on forearms and knees, and lays a line of kisses along the neck and shoulders before starting over. Heavy and close to begin with, the Velvet Press turns deeply comforting with pauses, after a hard day or a long week apart. Check in during each pause that the one underneath is breathing easily and not pinned too firmly.",
      steps: [
        "One partner lies face down with a pillow under their head and arms loose; a second pillow under the hips is optional.",
        "The other stretches out along their back, holding most of their weight on forearms and knees, faces close together.",
        "Move in small, slow motions for a little while, then stop and stay completely still.",
        "Use the stillness to kiss along the neck and shoulders, and wait for a squeeze of the hand before you begin again.",
        "Ask during each pause whether the pressure feels right, and shift your weight sideways if the one below needs more room.",
      ],
    },
    "passionate-7": {
      description:
        "Standing against a wall takes steady legs, and a stop-and-start Wall Whisper gives them regular breaks. Each time you halt, the partner behind wraps both arms around the one at the wall and murmurs something sweet against their neck, and you both let your knees soften before carrying on. It keeps the spontaneous, daring spark while making the moment last longer. Choose a floor that will not slide, and go barefoot rather than in socks.",
      steps: [
        "Pick a clear stretch of wall above a floor that stays put underfoot.",
        "One partner leans into the wall, hands flat at about shoulder height; the other steps in behind with an arm around their waist.",
        "Before anything starts, even out mismatched heights: a solid step for the shorter one, or softly bent knees for the taller.",
        "Move together for a few minutes, then stop completely: the partner behind holds on with both arms and whispers while you both breathe.",
        "Soften your knees and shake out your legs during the pause, then start again or retreat to the bed.",
      ],
    },
    "passionate-8": {
      description:
        "The backward lean is showy and demanding for the rider, and safer with rests built in. After a little while the rider in Leaning Moon comes upright, folds forward into a kiss and catches their breath before leaning away again, which keeps the bold angle while sparing the back and arms, and makes a bit of a performance of each return. Never stay tilted back once your arms start to shake.",
      steps: [
        "Begin with the rider sitting up astride the partner lying down, the two of you face to face.",
        "The partner underneath draws their knees up to give the rider something firm to lean against.",
        "The rider eases backwards, hands on those knees or on the mattress, and moves in small, controlled motions.",
        "After a few minutes, stop, come back upright and lean forward for a kiss and several slow breaths.",
        "Tilt back again only once you feel rested, and finish upright if your arms or back begin to protest.",
      ],
    },
    "adventurous-4": {
      description:
        "Freeze halfway up the stairs, hold on to each other and listen to the quiet house. A Staircase Rendezvous already feels as if you could not wait; adding pauses turns it into a sweet, breathless delay, and the kneeling partner's knees welcome those rests as much as the arms of the one leaning back. Pad the treads generously, and keep a hand on the banister during each stop.",
      steps: [
        "Use a carpeted flight of stairs, or fold a thick blanket over the treads where you will sit and kneel.",
        "One partner sits a few steps up and reclines on their arms; the other kneels lower down, facing them, shifting until your heights match.",
        "Move carefully and steadily, with a hand on the banister or on each other.",
        "Every few minutes, stop and stay still, faces close, for three long breaths and a kiss.",
        "Use the pauses to move onto a fresh step or add padding, and head upstairs whenever the stairs stop being fun.",
      ],
    },
    "adventurous-5": {
      description:
        "Every pause is a chance to come back up, which is the right rhythm for an angle that should only ever be held briefly. After a minute or two head-down, the partner lying back returns to the mattress, shares a kiss and lets the rush settle before sliding down again, so Waterfall becomes a series of short, vivid bursts. Rise slowly every time, and stop for good if anyone feels dizzy.",
      steps: [
        "Heap soft cushions on the floor beside the bed before you start.",
        "One partner reclines and eases down until head and shoulders rest on the cushions, while the other kneels or sits astride above with a steadying hand.",
        "Keep each spell short, a minute or two, and move gently.",
        "Then stop completely: the partner above helps the other slide back onto the bed, and you hold each other until the head clears.",
        "Go down again only if both of you want to, and finish lying side by side, sitting up slowly when you are done.",
      ],
    },
    "adventurous-6": {
      description:
        "Stop, lower the raised leg, stretch, kiss, and only then lift the other onto the kneeling partner's shoulder. Since Bamboo Split already hinges on a change of sides, here every swap becomes a proper pause, slower and much gentler on the hips, so you can explore flexibility without strain. Never force the height; a lower leg is just as good.",
      steps: [
        "One partner lies face up, and the other kneels in front of them on the bed.",
        "Raise a single leg to lie over the kneeling partner's shoulder; the second stays long and relaxed on the bed.",
        "Move together for a few minutes, then stop and lower the raised leg completely.",
        "In the pause, both of you stretch, breathe slowly and share a kiss before the other leg goes up.",
        "Keep alternating like this, lifting only as far as feels good, and stop swapping whenever the hips have had enough.",
      ],
    },
    "adventurous-7": {
      description:
        "A kitchen at night, a cleared table, and a pause that doubles as a check that the table is still steady. Stop, let the standing partner lean in close for a kiss and hold still, then carry on: the stillness heightens the sense of daring that Butterfly Table brings to an unexpected room. Clear the surface first, and make each pause long enough for both of you to settle.",
      steps: [
        "Clear a solid table or worktop that reaches roughly hip height and spread a folded blanket over its edge.",
        "One partner reclines over that padded edge, feet lifted or propped on the other, who moves in close and takes their hands or hips.",
        "Move together at a pace you both like for a few minutes.",
        "Stop, stay still and lean close for a long kiss, giving the table a quick test for wobble while you wait.",
        "Resume when you are both ready, and move somewhere softer if the edge starts to dig in.",
      ],
    },
    "adventurous-8": {
      description:
        "Somebody always grins first. The kneeling partner sets a gentle pace, stops, and simply looks down at the one lying on their side until the laughter breaks and you go again, because in Pretzel Twist your faces stay turned towards each other through the whole cheerful tangle. Shift position during a break if the kneeling partner's weight presses on the lower leg.",
      steps: [
        "One of you curls onto a side with a pillow for the head, and the other kneels over that lower leg, turned to face them.",
        "The partner lying down hooks their upper leg around the kneeling partner's waist.",
        "Find the angle together, and let the kneeling partner begin at an easy pace.",
        "After a while, stop completely and hold each other's gaze; restart when one of you cracks a smile.",
        "Use a pause to check that the lower leg is comfortable, moving the kneeling partner's weight off it if needed.",
      ],
    },
    "mixed-1": {
      description:
        "Move together for a while, then pause into a slow sway, holding each other upright, before returning to the rhythm. Last Dance opens with swaying anyway, and stop-and-start brings the dance back again and again, after a wedding or once the guests have gone home. Each interlude lets a raised foot come down and tired legs reset. Stand on a non-slip floor and keep any step sturdy.",
      steps: [
        "Put on a slow song if you like and stand close, arms around each other's waists.",
        "Sway for a minute until a shared rhythm appears; a solid step or a little bend at the knees deals with any gap in height.",
        "When you are ready, one of you props a foot up on the step or frame to draw you nearer, and you move as one.",
        "Every few minutes, stop, lower the foot and return to a simple sway, faces together, for the length of a verse.",
        "Come back into the closer position when the song picks up, or let the last pause carry you to the bed.",
      ],
    },
    "mixed-2": {
      description:
        "With your heads far apart in Crossed Paths, the pauses happen through your hands. Interlaced at an angle, you rock together, then stop, squeeze hands and lie still, catching each other's eye across the bed before one of you tugs gently to start again. Lazy and sensual, it can fill a whole weekend afternoon. Adjust the angle during breaks so nobody's hip stays twisted for too long.",
      steps: [
        "One of you lies face up and the other on their side, your bodies set at an angle like open scissors.",
        "Interlace your legs so you meet in the middle, and reach for each other's hands.",
        "Rock gently together for a few minutes, using your joined hands to keep a rhythm.",
        "Then stop, hold still and simply grip hands; whoever tugs first restarts the rocking.",
        "Shift the angle during a pause if a hip or knee feels twisted, and keep going for as long as it stays easy.",
      ],
    },
    "mixed-3": {
      description:
        "Sitting still, sideways across their partner, the rider leans down for a kiss or a glance, then chooses a new angle to resume at. Side Saddle carries a mischievous twist from the start, and the pauses give the rider a chance to turn further, settle and tease, so the two of you find something new each time. Keep a hand on the mattress for balance during every pause.",
      steps: [
        "One partner lies back with knees slightly bent.",
        "The other climbs astride, then swivels round so both legs fold to one side, one hand on the mattress for balance.",
        "The rider sets a rhythm and moves for a few minutes.",
        "Stop fully and stay seated sideways, leaning down for a kiss or holding your partner's hand.",
        "Before starting again, turn a little more or a little less to try a fresh angle; swap sides if the supporting arm tires.",
      ],
    },
    "mixed-4": {
      description:
        "Draw close, lean away, draw close again. Propped on your hands at arm's length, you move together, then pause by sitting up into an embrace, faces touching, before reclining once more; in Mirror Recline the anticipation grows each time you separate. The pauses also rest straight arms, so never lock them.",
      steps: [
        "Sit opposite each other on the bed with your legs interlaced, near enough to reach each other easily.",
        "Both lean back on your hands, arms straight but soft rather than locked.",
        "Push gently against each other to create a shared, slow rhythm.",
        "Every few minutes, stop and sit up into a close hug for three slow breaths, then lean back and begin again.",
        "If your hands tire, stay in the embrace longer or recline onto your forearms instead.",
      ],
    },
    "mixed-5": {
      description:
        "Halfway through a film, the partner behind stops, wraps both arms around, and you both gaze across the room for a few breaths as if admiring the view. Sofa Skyline is relaxed for the one folded over the backrest, and stopping now and then makes a spontaneous moment last. Make sure the sofa is stable and the cushions under your knees are soft.",
      steps: [
        "One partner kneels on the seat turned towards the backrest, forearms folded along its top.",
        "The other kneels on the cushions or stands behind on the floor, an arm around their partner's waist.",
        "Keep a steady pace for a few minutes, leaning on the backrest for support.",
        "Stop completely: the partner behind folds both arms around the one in front, and you rest and breathe together.",
        "Start again when ready, and slide a cushion under the knees during a pause if they begin to ache.",
      ],
    },
    "mixed-6": {
      description:
        "A memory, a compliment or a wish: in the pauses, you talk. Lying in the T-shape of the Compass, hands joined across the gap, you move slowly, then stop, lie still and say something before returning to the motion, and it usually ends in laughter. Re-drape the legs during breaks so nobody stiffens up.",
      steps: [
        "The first partner stretches out face up, knees raised, while the second lies crosswise on a side to make the stem of the T.",
        "The partner on their back rests their legs over the other's hips, and you reach to hold hands.",
        "Move together in small, slow motions for a while.",
        "Then stop, lie still and each say one thing you love about the other before you begin again.",
        "During any pause, shift the draped legs or the angle so both of you stay comfortable.",
      ],
    },
    "mixed-7": {
      description:
        "A slow evening in three acts: face to face, then with the other partner on top, then spooning, with a breath and a kiss at each change. As a sequence rather than a single shape, Switchback Flow grows more deliberate when you pause fully before every roll. Clear pillows and check where the edge of the bed is during each pause so the rolls stay safe.",
      steps: [
        "Begin facing each other, one partner reclining and the other above.",
        "After a few minutes, stop, hold still and share a kiss before rolling so that the other partner ends up on top.",
        "Move together again, then pause once more, breathing slowly, before sinking onto your sides.",
        "Settle into a spoon and continue slowly, stopping for one last long embrace at the end.",
        "Push pillows aside and note where the mattress ends during each pause, so that every roll lands safely.",
      ],
    },
    "mixed-8": {
      description:
        "Leaning back into the arms of the one behind, the partner in front chooses every moment to stop, and you breathe together before they lean forward and resume. Front Row Seat already lets them steer; this version hands them the pauses too, and the build-up turns slow and sweet. Keep your feet flat for balance through every pause.",
      steps: [
        "One partner sits on a solid armchair or at the end of the bed, both feet flat on the floor.",
        "The other lowers themselves into that lap facing away, feet also on the floor.",
        "The partner in front finds their pace and angle by leaning forward or back.",
        "When they choose, they stop and rest back completely, and the partner behind holds them and kisses their neck.",
        "Resume at the front partner's signal; if the seated partner's legs tire, move to the edge of the bed.",
      ],
    },
    "romantic-20": {
      description:
        "Foreheads together, nobody moving, until one of you cannot bear to wait any longer. One partner kneels and sinks back onto both heels, the other straddling that lap, chest to chest; Heartwood rocks slowly anyway, and the stops make every start feel new. Use the pauses to let the kneeling partner shift on their heels or slide a cushion under.",
      steps: [
        "Agree on a pause signal before you begin, such as a tap on the back, and keep a firm cushion within reach.",
        "One partner kneels and settles back onto their heels; the other faces them and kneels across their thighs.",
        "Wrap your arms around each other and rock slowly for a minute or so.",
        "At the tap, stop completely, rest your foreheads together and breathe, letting the stillness stretch.",
        "In any pause, the partner underneath can ease their ankles or tuck the cushion between heels and seat before you carry on.",
      ],
    },
    "passionate-14": {
      description:
        "In Standing Tide the partner on the floor has all the freedom to move, so here they also hold the brakes. The one in front kneels on all fours at the edge of the bed, facing into it; the standing partner sets a rhythm, halts, keeps a warm hand on the small of the back and waits for a word. A quick, eager position turns into a long one. Let the front partner drop to forearms during the breaks.",
      steps: [
        "Decide together what 'wait' and 'go on' will sound like, since the front partner faces away.",
        "One partner kneels on hands and knees near the edge of the mattress, facing into the bed, knees on a folded duvet.",
        "The other stands behind on the floor, feet planted, hands on their partner's hips.",
        "Move for a while, then stop dead and rest one palm flat on your partner's lower back until they ask for more.",
        "Use each pause to let the front partner sink onto their forearms, then rise again only when they are ready.",
      ],
    },
    "passionate-20": {
      description:
        "Side Split asks a lot of the hips, and built-in pauses are the kindest way to enjoy it. The partner on their side lifts their top leg against the shoulder of the one kneeling astride their lower leg; every so often you stop, the leg comes down into a hug, and you start again only when the stretch feels fresh. Striking, bold and much easier to stay in this way. Raise the leg no higher than is comfortable.",
      steps: [
        "Agree that either of you may call a pause at any time, and that the leg always comes down during it.",
        "One partner settles on their side with a cushioned head; the other kneels upright across their lower leg, facing them.",
        "The lying partner raises their top leg against the kneeling partner's shoulder, where it is hugged and held.",
        "Move for a short spell, then halt and lower the leg into your arms, resting it across your lap.",
        "Lift it again when the hip feels loose, a little lower than before if that suits it better.",
      ],
    },
    "passionate-22": {
      description:
        "Just when things speed up, everything pauses: a kiss on the back of the neck, a slow breath, then on again. One Knee Up feels impatient by nature, with the front partner resting a knee on the mattress and both palms flat on the covers while the other stands close behind, which makes each deliberate stop all the more teasing. Swap the raised knee during a pause so both hips stay happy.",
      steps: [
        "Choose a word that means 'pause' and another that means 'more', and make sure the floor under the standing feet is dry and grippy.",
        "One partner faces the side of the bed, places one knee up on the mattress and leans onto both hands.",
        "The other steps close behind, hands settled on the front partner's hips, both of you facing the bed.",
        "Find the height, build a rhythm, then halt and press a kiss between the shoulder blades before you go on.",
        "Halfway through, use a pause to put the other knee up instead.",
      ],
    },
    "adventurous-10": {
      description:
        "Standing Split is a showpiece that nobody should hold for long, so the pauses here are both teasing and practical. With the raised partner's back to the wall and a straight leg resting on the other's shoulder, you move for a few breaths, then stop, lower the leg together and let it rest before lifting it again. The rhythm of tension and release suits the pose perfectly. Warm up first, and never push the stretch further in a pause.",
      steps: [
        "Warm up the legs together with some slow stretches, and agree that any pause means the leg comes down.",
        "One partner stands against a wall; the other faces them, close and steady.",
        "Lift one straight leg to rest the calf on the standing partner's shoulder, held in the crook of their arm.",
        "Move for a little while, then stop, lower the leg between you and hold each other until it feels rested.",
        "Raise it again only if it still feels good, or swap legs; stop for good as soon as it pulls.",
      ],
    },
    "adventurous-17": {
      description:
        "On a staircase, nothing should be rushed, and that makes Stair Climb a natural stop-and-start. The partner in front kneels on a blanket-padded step facing up, hands two steps higher; the one on the step below moves for a spell, then stops with both hands steady on the other's hips while you catch your breath. The pauses double as safety checks: knees placed, hands firm. Only on carpeted stairs with nothing left lying on them.",
      steps: [
        "Fold a blanket over two carpeted steps and clear everything else from the staircase.",
        "One partner kneels on a padded step facing up the stairs, palms on the step two above.",
        "The other kneels one step lower, close behind, holding their partner's hips.",
        "Move carefully for a short while, then stop completely and check that both sets of knees are still square on their steps.",
        "Start again only when you are both settled, and get up slowly, one at a time, when you finish.",
      ],
    },
    "adventurous-21": {
      description:
        "In Open V the partner lying back lifts both legs into a wide V and the kneeling partner cradles the ankles, one in each hand, and regular pauses turn that hold into something tender. You move for a while, then stop, and the kneeling partner lowers the legs a little, kisses an ankle and waits. It keeps a bold position comfortable for much longer. Open only as wide as feels good; during a pause, bend the knees and bring the legs together.",
      steps: [
        "Agree on a squeeze of the hand as the signal to stop, and put a pillow under the lying partner's head.",
        "One partner lies back and raises both legs into a comfortable V.",
        "The other kneels upright between them, holding one ankle gently in each hand so the legs are supported.",
        "After a while, stop and bring the legs together and down, knees bent, resting against the kneeling partner's chest.",
        "Begin again only when the legs feel fresh, opening them a little less if that suits.",
      ],
    },
    "mixed-18": {
      description:
        "Sidelong Edge already asks you to switch sides halfway, so this version turns the switch into a series of teasing breaks. The partner lying across the bed rests hips at the edge with knees pressed together and tipped to one side; the standing partner moves, then stops, lays both hands on those knees and waits. When you begin again, the knees can fall the other way. Keep a pillow under the lying partner's head throughout.",
      steps: [
        "Agree that the standing partner will pause often, and the lying partner says when to go on.",
        "One partner lies face up across the bed with hips right at the edge and a pillow under their head.",
        "Bend the knees, press them together and let them tip to one side, feet on the frame of the bed.",
        "The other stands facing their hips, moves a while, then stops with both hands resting on the knees.",
        "During each pause, the knees may roll over to the other side before the next start.",
      ],
    },
  },
};

export default written;
