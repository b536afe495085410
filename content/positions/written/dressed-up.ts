import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Getting ready in separate rooms and meeting on the bed turns the Lotus into a small occasion. Sitting in each other's lap, you are close enough to admire every detail the other chose, and undoing a collar or a zip becomes part of the slow rocking rather than a pause before it; an evening at home starts to feel like a night out. Choose something soft for the partner underneath: stiff trousers make crossed legs ache.",
      steps: [
        "Dress in different rooms, each in something you feel good in, and meet in the middle of the bed.",
        "One of you sits upright with legs crossed, and the other settles on top, facing in, legs wound round behind.",
        "Spend a while just looking, and say one thing you love about what your partner picked.",
        "Undo one button, tie or fastening each, in turn, between slow rocks and long kisses.",
        "Let the last pieces go whenever you both want, and keep holding each other around the shoulders as you move.",
      ],
    },
    "romantic-2": {
      description:
        "Smooth fabric all along the front of the partner behind is its own quiet luxury, and hands have a whole outfit to wander over before anything comes off. Dressed in something silky, Spooning grows slower and more tactile than the everyday version, a sleepy Sunday in which one of you gets thoroughly fussed over. Pick fabrics that feel good against skin; lace with scratchy edges is better saved for looking at.",
      steps: [
        "Choose something soft and slippery to wear, such as a satin slip, silk pyjamas or a favourite loose shirt.",
        "Curl up together, both turned towards the window, the one behind curving close along the back of the other.",
        "The partner behind runs a hand slowly over the fabric, from shoulder to hip, before slipping anything aside.",
        "Ease pieces off one at a time without leaving the curl, keeping an arm around your partner's waist.",
        "Settle into a gentle rhythm with knees bent together, and leave a silky layer on if you both like the feel.",
      ],
    },
    "romantic-3": {
      description:
        "Framed above you in a favourite shirt or dress, your partner is worth looking at, and looking is what a Slow Embrace is all about. The one above gets to unwrap slowly, stopping for a kiss at each button. Come home from a dinner out still in your good clothes, and the evening need not end at the front door.",
      steps: [
        "Come home from an evening out, or dress for one at home, and go straight to the bedroom in what you wore.",
        "One partner lies back on a pillow, knees bent; the other settles above, face to face, propped on the forearms.",
        "Undo each other's top buttons first, slowly, keeping your faces close enough to talk.",
        "Take turns removing one piece at a time, and pause each time to look and say something kind.",
        "When little is left, wind arms and legs together and let the pace stay as unhurried as the reveal was.",
      ],
    },
    "romantic-4": {
      description:
        "Lying face to face in Twin Crescents, you are both dressed and both equal: nobody is the audience, so the undressing becomes a shared, giggly puzzle of buttons and sleeves done side by side. If being watched makes either of you shy, the closeness hides as much as it shows. Loose, easy fastenings help here; fiddly back zips are hard to reach from a pillow.",
      steps: [
        "Wear something with front buttons or a wrap tie, so it can be undone while lying down.",
        "Lie down face to face, sharing a single pillow, near enough for your noses to nearly touch.",
        "Take turns undoing one fastening on your partner's outfit, with a kiss in between each.",
        "Once you are both down to what feels comfortable, weave your legs together with one resting over the other's hip.",
        "Wrap your arms around each other's backs and rock in small, easy motions.",
      ],
    },
    "romantic-5": {
      description:
        "A thin layer of satin or silk between two bodies pressed together from shoulders to feet changes the contact completely: smooth and slippery, then suddenly warm as it slides away. The Tidal Rock starts slower and more playfully this way, a sweet way to christen a new outfit or simply a Friday. Keep fabrics thin and soft, since buttons and buckles press uncomfortably in full-body contact.",
      steps: [
        "Dress in something thin, smooth and free of hard buckles or heavy buttons.",
        "One partner lies back; the other lies above, then edges up the bed until your bodies meet along their whole length.",
        "Rock slowly with the fabric still between you, noticing how it slides and warms.",
        "Let one layer at a time come off without breaking the contact, helping each other with sleeves and straps.",
        "Return to the rolling rhythm, keeping close rather than moving apart, and build it slowly.",
      ],
    },
    "romantic-6": {
      description:
        "Kneeling face to face is the closest the catalogue comes to a slow dance in bed, and the Kneeling Vow in your good clothes really does feel like a small ceremony. Upright and level, you can see the whole outfit and undress each other with both hands free while holding steady. That thing you bought for a special night and never wore finally gets its evening. A soft mattress saves the knees.",
      steps: [
        "Dress for each other, then kneel facing one another in the middle of a soft mattress, knees a little apart.",
        "Edge closer and hug for a moment, undoing nothing yet.",
        "Take turns removing one piece from your partner, keeping one arm around them so neither of you wobbles.",
        "The partner who is taller can widen their knees a little to bring your heights together.",
        "Sway and move slowly, holding each other steady, and sit back on your heels whenever the knees need a rest.",
      ],
    },
    "romantic-7": {
      description:
        "Hands that reach around from behind can undo a shirt, a robe or a necklace clasp while you both watch, and that slow unveiling is what dressing up brings to Hearthside. The partner behind reclines against the headboard, the other leans back into their chest and stays in charge of how quickly things go. Cosy and very low effort, with a favourite film paused somewhere in the background.",
      steps: [
        "The partner in front dresses in something with a front fastening, such as a robe, a wrap dress or a shirt.",
        "The other sits back against pillows or the headboard, legs outstretched, and the first settles between them, leaning back.",
        "From behind, unfasten one thing at a time, slowly, while the partner in front guides your hands.",
        "Swap a few compliments on what was chosen, spoken into an ear rather than face to face.",
        "Rock in small, relaxed shifts, letting the partner in front set the rhythm.",
      ],
    },
    "romantic-8": {
      description:
        "A sturdy chair and a little dressing up give the Sweetheart Chair the air of a private date: one of you seated like a guest, the other arriving in an outfit chosen to be admired. Because the partner on top sits astride and faces their partner, they control the pace of both the undressing and everything after. Pour a drink first and let the date run its course. Check the chair first and keep heels off its seat.",
      steps: [
        "Put a solid chair without arms on a rug; the partner who will sit waits in it, dressed as for a date.",
        "The other makes an entrance in something they love, taking their time crossing the room.",
        "Settle astride the seated partner's lap, facing them, with both feet steady on the floor or the rungs.",
        "Let the seated partner undo one fastening at a time while the one on top decides when to allow the next.",
        "Hold each other close and move together, with the partner on top setting the pace.",
      ],
    },
    "passionate-1": {
      description:
        "Upright above your partner and in full view, you turn dressing up into a bold little performance. Shoulders, a collar, a belt: in Moonrise each comes off by the rider's choice while the partner lying back simply watches and enjoys, a confidence boost for whoever is on top and a treat for the one below. Skip anything with tight waistbands, which fight against kneeling astride.",
      steps: [
        "The partner who will be on top dresses for the occasion; the other lies back on a soft pillow to watch.",
        "Kneel astride your partner with your knees on the mattress either side of their hips.",
        "Sit tall and take one item off at a time, pausing so your partner can take it all in.",
        "The partner lying down may help with buttons or clasps, but only when invited.",
        "Once you are ready, set the pace and angle yourself while your partner holds your hands for balance.",
      ],
    },
    "passionate-2": {
      description:
        "Something you feel fabulous in, worn while kneeling forward, gives the partner behind a view to admire before helping it off piece by piece. Dressed up, the Wild Tide begins with anticipation and a teasing tempo, and there is still energy to spare for when things pick up. Keep a pillow under the knees of whoever kneels in front.",
      steps: [
        "Agree who leads, then dress for each other in something that makes you feel daring.",
        "The partner in front kneels on the bed with a pillow under the knees and leans forward onto hands or forearms.",
        "The other kneels close behind and takes a slow minute just to admire, hands resting on the waist.",
        "Remove one item at a time from behind, asking before each with a word or a touch.",
        "Agree a tempo in words, and let the one in front rock backwards to change it whenever they like.",
      ],
    },
    "passionate-3": {
      description:
        "Stockings, smooth trousers or bare legs under a long shirt: with the legs lifted onto a partner's shoulders, an outfit with long lines becomes the centrepiece. In High Tide the kneeling partner gets to admire and undress at the same slow tempo as the angle is found, and whoever is lying back gets to be looked at. Leave tight skirts for another night, since they limit how high legs rise.",
      steps: [
        "The partner who will lie back dresses in something that shows off the legs and still allows them to move freely.",
        "Lie back on a pillow while the other kneels in front, sitting back on their heels for balance.",
        "The kneeling partner slips off shoes and anything else from the legs, slowly and with a compliment each time.",
        "Raise your legs to rest your calves on your partner's shoulders, only as high as feels good.",
        "Begin slowly, adjust the angle together, and lower your legs whenever you want a rest.",
      ],
    },
    "passionate-4": {
      description:
        "Lying back with hips near the edge of the mattress, one of you is on a natural stage, seen dressed up from head to toe by a partner standing or kneeling in front. Because the standing partner can step back and look, the reveal at Bed's Edge can be as slow as you like: easy on the body, starting on your feet and ending in bed.",
      steps: [
        "Dress up for each other, and keep a cushion ready by the bed for kneeling if that suits your heights.",
        "One partner lies back across the bed, hips near the edge and feet resting on the floor or the frame.",
        "The other stands back a step to admire, then comes closer to undo one piece at a time.",
        "Use pillows under the hips of the partner lying down, or kneel, until the height feels comfortable.",
        "The standing partner keeps the rhythm while holding hands or the waist to stay connected.",
      ],
    },
    "passionate-5": {
      description:
        "An open back, a long row of buttons, a zip: facing away towards the feet, the rider turns the back of an outfit into the star. The partner lying down in the Turned Horizon gets to undo it slowly, while the one on top keeps full control of the pace; playful, bold and a little theatrical. Choose fabrics that let the knees move without pulling.",
      steps: [
        "The partner who will be on top wears something with an interesting back: buttons, a zip, ties or a low cut.",
        "Meanwhile the other partner stretches out face up, head on a pillow, legs loosely together.",
        "Kneel astride facing your partner's feet, then sit still while your partner undoes the back, slowly.",
        "Lean forward onto their knees or back towards their chest until you find the angle you like.",
        "Begin gently; the partner on top decides every movement from here.",
      ],
    },
    "passionate-6": {
      description:
        "Texture is what dressing up adds to weight and warmth: a velvet or silk top under the partner above, smooth against the back of the one lying on their front, then peeled away a little at a time. The Velvet Press stays deliciously slow and easy on both bodies, lazy and luxurious. Keep jewellery off, since it digs in when pressed.",
      steps: [
        "Wear something soft to the touch, such as velvet, silk or worn-in cotton, and take off rings, watches and necklaces.",
        "One of you stretches out face down, head on a pillow; the other rests above, carried on forearms and knees.",
        "Move slowly while both still dressed, letting the fabric slide between you.",
        "The partner above eases the other's top up or off, one inch at a time, kissing the shoulders as it goes.",
        "Stay pressed close, cheeks near each other, and check in with a squeeze of the hand as you move.",
      ],
    },
    "passionate-7": {
      description:
        "Home from an evening out, still in your good clothes, you only made it as far as the hallway wall: dressing up leans right into the story of a Wall Whisper. The partner behind undoes things with one arm around the waist while whispering everything they noticed all night. Kick off heels first, because standing on tiptoe is unsteady.",
      steps: [
        "After an evening out, or a pretend one at home, stop at a clear stretch of wall still dressed up.",
        "Take off any high heels, then one partner faces the wall with palms flat at shoulder height.",
        "The other stands close behind, arm around the waist, and whispers what they admired about the outfit.",
        "Undo things one at a time from behind; use a sturdy step if your heights need evening out.",
        "Keep the rhythm steady and close, and move to the bed whenever either of you feels unsteady.",
      ],
    },
    "passionate-8": {
      description:
        "A flowing shirt that falls open, a slip that catches the light: whatever the rider wears is on display as they lean back onto their partner's knees in a slow, graceful backbend. In the Leaning Moon the partner lying down watches the whole arc, and the look matters as much as the feel, so it asks for flexibility and confidence. Avoid long loose fabric that could tangle round hands as you brace.",
      steps: [
        "Whoever rides wears something flowing that cannot trap the hands, and takes off any bracelets.",
        "The other lies back with knees bent, giving the rider something firm to lean against.",
        "Begin upright, face to face, and let your partner undo what they like while you sit tall.",
        "Lean back slowly, hands braced on your partner's knees or the mattress, letting the fabric fall where it will.",
        "Keep movements small and controlled, and sit up again the moment you want a break.",
      ],
    },
    "adventurous-3": {
      description:
        "Something stretchy, or a long shirt that can be pushed up rather than fussed with, is the only sensible outfit when one partner is about to press up into a bridge. So the slow reveal happens first, on the bed, and the effortful part of the Starbridge comes after, with the kneeling partner supporting the waist: strong, playful, and not one for a first attempt. Undress fully before lifting, so nothing restricts the hips.",
      steps: [
        "Dress in something that is stretchy or easy to slip out of, and agree to undress before anything strenuous.",
        "One partner rests face up, feet planted and knees raised; the other kneels close in front.",
        "Undress each other completely while the lying partner is still resting, taking your time over it.",
        "The lying partner presses through their feet to lift the hips into a bridge, supported at the waist by the other.",
        "Lower down together whenever the legs or back say so, and rest before trying again.",
      ],
    },
    "adventurous-4": {
      description:
        "One partner waits on the stairs in their good clothes; the other arrives to find them there. Dressing up plays out the secret meeting already inside the Staircase Rendezvous, and the steps add height and drama, but also edges, so the reveal should happen slowly and with both of you holding on. A carpeted staircase and a house to yourselves make it work. Shoes off first.",
      steps: [
        "Lay a folded blanket over the steps if they are not carpeted, and take off any shoes.",
        "One partner waits, dressed up, sitting on a step and leaning back on their elbows against the stairs above.",
        "The other arrives, kneels on a lower step facing them, and takes a long look before touching anything.",
        "Undress each other one piece at a time, keeping a hand on the banister or on each other.",
        "Adjust your steps until your heights line up, and keep every movement careful and steady.",
      ],
    },
    "adventurous-5": {
      description:
        "Dressed up for the lead-in, undressed before the slide: that is the order when one partner will end up with head and shoulders on cushions on the floor. Begin on the bed in something you love, let the partner above undo it slowly, then ease into the Waterfall with nothing left to tug or tangle, a bold and short-lived thrill. Stay only a few minutes and sit up slowly.",
      steps: [
        "Before anything else, pile a few soft cushions on the floor next to the mattress.",
        "Begin sitting on the bed together, dressed up, and undress each other slowly, piece by piece.",
        "Once everything loose is off, one partner lies back and slides gently until head and shoulders rest on the cushions.",
        "The other stays up on the mattress, kneeling or astride, with a steady hand on their partner the whole time.",
        "After a few minutes at most, help each other sit up slowly, and rest a moment before anything else.",
      ],
    },
    "adventurous-6": {
      description:
        "A stocking, a sock, a trouser leg: each swap of legs is a natural moment to remove something. Dressed up, the Bamboo Split, with one leg on the kneeling partner's shoulder and the other stretched out, turns into a slow, theatrical game of changes rather than a test of flexibility. Only raise a leg as far as feels good.",
      steps: [
        "The partner who will lie back wears something with two of everything on the legs: socks, stockings, or trousers that roll.",
        "Lie back while the other kneels facing you, and begin with both legs resting on the bed.",
        "Raise one leg onto your partner's shoulder; they remove whatever is on that leg, slowly.",
        "Swap legs together, and let the second leg be undressed the same way.",
        "Keep alternating at your own pace, only as high as is comfortable, lowering a leg whenever you like.",
      ],
    },
    "adventurous-7": {
      description:
        "Picture a dinner party for two that ends with the plates pushed aside. You eat in your best, then one partner leans back across the blanket-covered edge of the table while the other steps close to undo the evening, and the Butterfly Table makes a special meal at home hard to forget. Clear the table of glass and test that it is steady.",
      steps: [
        "Dress up and share a meal at home, then clear the table completely and fold a blanket over its edge.",
        "Test that the table or counter does not wobble when leaned on.",
        "One partner leans or lies back across the edge while the standing partner steps in close, holding their hands.",
        "Undo each other's outfits slowly, the standing partner helping with anything out of reach.",
        "Move together at a pace you both like, with feet raised or resting against the standing partner.",
      ],
    },
    "adventurous-8": {
      description:
        "Laughing over sleeves and buttons while lying on your sides is how this one starts: a tangled position to undress into rather than out of. Then the kneeling partner settles astride the lower leg, the upper leg winds round their waist, and the Pretzel Twist comes together, more fun than serious. Loose clothes help; anything tight will fight the twist.",
      steps: [
        "Pick loose, easy outfits, such as soft shirts, wrap skirts or pyjamas, rather than anything fitted.",
        "One partner lies on their side with a pillow under the head; the other kneels close by, facing them.",
        "Undo each other's clothes in turns, laughing through any tangled sleeves.",
        "The kneeling partner settles astride the lower leg while the lying partner wraps the upper leg around their waist.",
        "Work out the angle between you, and let the one kneeling keep things gentle.",
      ],
    },
    "mixed-1": {
      description:
        "You slow dance in your good clothes, then undress each other without ever letting go: for the Last Dance, dressing up is almost required. Standing face to face, you have both hands and the whole song to take things off, whether you have just come home from a wedding or are dancing in the kitchen after midnight. Take shoes off before you lift a foot onto anything.",
      steps: [
        "Dress up, put on a song you both love, and stand close with your arms around each other's waists.",
        "Sway for the whole first song without undoing a single button.",
        "On the next song, take turns removing one thing each, still swaying.",
        "Kick off shoes, and if heights differ, use a sturdy step or let the taller partner bend their knees.",
        "One partner can lift a foot onto the bed frame to bring you closer; hold each other steady as you move.",
      ],
    },
    "mixed-2": {
      description:
        "Silky pyjamas or a loose shirt you can tug at from across the gap fit this relaxed, playful shape better than anything formal. In Crossed Paths you lie at an angle, legs interlaced in the middle, and the undressing happens lazily as you shift the angle, low effort and full of small surprises on a cosy weekend night.",
      steps: [
        "Dress in something soft and loose that feels like a treat, such as silk pyjamas or an oversized shirt.",
        "One partner lies back, the other on their side at an angle, and interlace your legs where you meet.",
        "Reach across to undo one thing on your partner, then let them do the same for you.",
        "Hold hands to pull each other a little closer once you are comfortable.",
        "Rock together gently, shifting the angle until it suits you both.",
      ],
    },
    "mixed-3": {
      description:
        "A skirt, a long shirt or a dress that drapes over folded legs looks its best when the rider sits sideways, legs tucked to one side. In Side Saddle the partner lying down watches from below, and the rider decides exactly when anything comes off: playful, a little flirtatious, and one of you is clearly the show. Lean on a hand, because fabric can slip on sheets.",
      steps: [
        "The partner who will ride dresses in something that drapes: a skirt, a long shirt or a loose dress.",
        "The other lies back with knees slightly bent and watches as the rider climbs astride.",
        "Turn to sit sideways with your legs folded to one side, arranging the fabric over them.",
        "Lean on one hand for balance and remove things in your own time, one at a time.",
        "You set the rhythm, and a small turn one way or the other changes how it feels.",
      ],
    },
    "mixed-4": {
      description:
        "Sitting face to face and leaning back on your hands, you look straight at each other's outfit, and the symmetry becomes a game: each removes a piece in turn, copying the other, until you decide the mirror is finished. Mirror Recline dressed up is playful, equal and full of teasing. Take a break from leaning back when the arms tire.",
      steps: [
        "Dress up in roughly the same number of pieces each, so the game stays fair.",
        "Sit facing each other on the bed with your legs interlaced, close enough to touch.",
        "Take turns removing one item, each time matching what the other just took off.",
        "Both recline onto your hands, elbows soft, and find a slow rhythm together.",
        "When your arms tire, come upright into a hug, then carry on with the game.",
      ],
    },
    "mixed-5": {
      description:
        "The guests have gone, you are still in your good clothes, and the sofa is right there. One partner kneels on the seat, forearms along the backrest, the other close behind, and the living room becomes the stage of Sofa Skyline, with the backrest steady enough for a slower, teasing undressing. Throw a blanket over the seat to protect knees and upholstery.",
      steps: [
        "Spread a soft blanket over the sofa seat, and stay dressed as though the guests have just left.",
        "One partner kneels on the seat facing the backrest, forearms resting along the top.",
        "The other kneels behind or stands on the floor close by, wrapping an arm around the waist.",
        "Undress your partner slowly from behind, one piece at a time, with the backrest holding them steady.",
        "Keep the pace even and comfortable; the sofa does most of the supporting.",
      ],
    },
    "mixed-6": {
      description:
        "A favourite robe or a soft shirt that slides off as you settle is dressing up at its most comfortable, which fits a shape this easygoing. The Compass lays you at right angles, one on the back with legs draped over the hips of the partner lying across, and holding hands across the gap keeps it tender; even a tired night can feel special this way.",
      steps: [
        "Wear something easy, such as a robe or a soft shirt, that slips off without any fiddling.",
        "One of you rests face up, knees raised; the other lies sideways across the mattress at a right angle, snug against them.",
        "Help each other out of your clothes while still lying in place, with no need to sit up.",
        "Then the one facing the ceiling lays both legs across the hips of the other.",
        "Move together in small, slow motions, holding hands across the gap.",
      ],
    },
    "mixed-7": {
      description:
        "Three shapes, three pieces of clothing: face to face with one above, a roll so the other is on top, then sides in a spoon, and each transition is the moment for one piece to come off. Dressed up, Switchback Flow undresses you along with the flow rather than all at once, and a long evening turns into a story. Clear the bed of pillows before you roll.",
      steps: [
        "Dress in a few light layers each, and move the spare pillows off the bed so there is room to roll.",
        "Start in the face-to-face opening shape, the reclining partner underneath; take off one piece each.",
        "Hold each other close and roll together, so the other partner is now on top, then remove another piece each.",
        "After a while, roll onto your sides into a spoon, and let the last layers go there.",
        "Take each change slowly; the pauses and the reveals are the point.",
      ],
    },
    "mixed-8": {
      description:
        "Undoing things by touch alone, without seeing, while your partner guides your hands: that is what dressing up gives the one sitting behind. In the Front Row Seat one partner sits in a sturdy armchair and the other settles on their lap facing away, arms circling the waist from behind; cosy and intimate, and getting ready needed no reason at all. Use a chair that will not tip backwards.",
      steps: [
        "Choose a sturdy armchair that will not rock, or the edge of the bed, and dress up for each other.",
        "One of you sits deep in the seat, feet planted; the other lowers into that lap facing away, feet on the floor.",
        "The seated partner undoes buttons and ties from behind by touch, guided by the other's hands.",
        "Keep arms around the waist of the partner in front, holding and stroking as things come off.",
        "Whoever is in front tips forward or back until the pace and angle feel right.",
      ],
    },
    "romantic-19": {
      description:
        "The Proposal is already a little theatrical, so dress for the part. Put on something that makes you feel like the best version of yourselves, kneel face to face on the bed, and let one partner bring a knee up and plant that foot, as if about to ask the question. Undo buttons and fastenings between slow sways; sweet and playful, and nobody has to actually ask anything. Choose soft fabrics, since stiff trousers make kneeling hard work.",
      steps: [
        "Each dress in something you love, in separate rooms, and meet on the bed.",
        "Kneel tall facing each other, close enough to admire every detail, and say what you like about your partner's choice.",
        "One of you brings a knee up and plants the foot by your partner's hip, exactly as if proposing.",
        "Draw close, chest to chest, and unfasten one thing each in turn between slow sways.",
        "Change the raised knee when it tires, and let the last layers go whenever you both want.",
      ],
    },
    "romantic-23": {
      description:
        "Coming home still dressed from an evening out, you may never bother with the bedroom. One partner sinks back into the sofa, the other climbs astride on the cushions with palms on the backrest, and a jacket, a collar or a long skirt becomes part of the slow unwrapping; the Sofa Serenade carries a wedding or a good dinner on into the night. Kick off hard shoes first.",
      steps: [
        "Come home in your good clothes, slip off your shoes and clear the floor in front of the sofa.",
        "One partner sits well back on the sofa, feet on the floor.",
        "The other climbs onto the seat, kneels astride them facing in, and rests both hands on the backrest.",
        "Take your time with buttons, ties and zips, one at a time, with a kiss for each.",
        "The partner on top leads the rhythm; leave a favourite layer on if you both like how it looks.",
      ],
    },
    "passionate-18": {
      description:
        "Perched forward in a deep armchair, legs over each arm, in an outfit you feel fabulous in, you are open, confident and a little theatrical, while your partner kneels on a cushion before you, admiring. In the Grand Armchair clothes come off slowly, or not at all, and the confidence lasts well beyond the evening. Pick a sturdy chair and soft fabrics, and lift the legs down gently when they tire.",
      steps: [
        "The partner who will sit dresses in something they feel wonderful in; the other can dress up too.",
        "Set a plump cushion on the floor before a solid armchair.",
        "The seated partner sits forward, leans back into the chair and lifts one leg over each armrest.",
        "The other kneels on the cushion, hands on the armrests, and takes a long look before undoing anything.",
        "Slide the legs down whenever the hips want a rest, and keep the outfit on for as long as you both enjoy it.",
      ],
    },
    "passionate-26": {
      description:
        "Edge Rider gives the partner lying back a view of the whole of the other's back, and dressing up gives them something worth looking at. The rider wears something striking, an open shirt, a slip, a pair of heels kicked off at the last moment, and sits back onto their partner facing the room, hands on their own knees and fully in charge. Bold and confident. Keep it short, and feet flat and bare on the floor.",
      steps: [
        "The rider dresses in something that makes them feel powerful; the other just needs to be ready to admire.",
        "One partner lies back across the bed, hips at the edge, feet on the floor.",
        "The rider slips off any shoes, stands between their partner's knees facing the room, and lowers slowly to sit back onto them.",
        "Feet flat and hands on your own knees, set the pace; the partner behind unbuttons or slides fabric aside as you go.",
        "Rest whenever your legs say so, and let the partner lying back steady your waist.",
      ],
    },
    "adventurous-13": {
      description:
        "Stair Rider belongs to the moment you get home from a party and never quite reach the bedroom. Still in your good clothes, one partner sits on a blanket-covered step and the other settles onto that lap looking down the staircase, a hand on the rail. Undoing a zip or a row of buttons becomes a slow game. Shoes off first, a carpeted staircase only, and no sudden moves.",
      steps: [
        "Kick off your shoes at the door and fold a blanket over one carpeted step.",
        "One partner sits on the blanket, feet on a lower step, still dressed for the evening.",
        "The other lowers onto their lap, turned to look down the staircase, feet outside the other's on the step below, one hand on the banister.",
        "The partner behind unfastens the front partner's clothes slowly, one hand always steady at their waist.",
        "Rise and lower gently from the legs, and carry on upstairs whenever you are ready.",
      ],
    },
    "adventurous-19": {
      description:
        "The Dip is a ballroom flourish, so dress for a ballroom. In a dress that swirls or a shirt with the sleeves rolled, stand close on a clear floor, put on something to dance to, and let the supporting partner tip the other back, one knee hooked round their hip, arm firm across the shoulder blades. Pure cinema. Practise the dip on its own first, dance barefoot or in flat shoes, and keep the hold brief.",
      steps: [
        "Dress up as if for a dance, choose a slow song and clear the floor of rugs and furniture.",
        "Dance together for a little while, barefoot or in flat shoes, to settle into each other's movements.",
        "The supporting partner plants their feet wide and spreads one forearm firmly behind the other's upper back.",
        "The partner who dips hooks a knee round the other's hip, keeps the standing foot flat, and leans back into the arm.",
        "Hold it only as long as it feels secure, then come up together and carry on dancing.",
      ],
    },
    "mixed-20": {
      description:
        "Desk Lean already hints at an office after hours, and it is even better in the clothes you would wear to work. One partner half-sits against a sturdy desk, hands behind them, feet on the floor; the other stands close between their feet in a shirt and tie or a sharp blouse, and loosening it all becomes part of the game. Push the laptop well out of the way and check the desk does not wobble first.",
      steps: [
        "Dress in your smartest work clothes, clear the desk and check it is steady.",
        "One partner leans back to half-sit on the edge, palms on the desk behind them, feet flat.",
        "The other steps in close, face to face, between their feet.",
        "Loosen a tie, a collar or a cuff each, slowly, before anything else begins.",
        "Hold each other's waist and find a rhythm, with the desk taking the weight.",
      ],
    },
    "passionate-16": {
      description:
        "Wall Tango already has the feel of the end of a dance, so dress for one. In something slinky or a crisp shirt, one partner leans back against the wall and hooks a leg round the other's hip, held under the knee, and all the tension of a long evening out pours into that close, standing embrace. Bold, glamorous and fun. A skirt or loose trousers make the raised leg easier; swap sides before the standing foot tires.",
      steps: [
        "Dress as you would for a night of dancing, in clothes loose enough to lift a leg in.",
        "One partner stands with their back to a clear wall; the other steps in close, a palm flat on the wall beside their shoulder.",
        "Take a minute to admire each other, then the partner at the wall hooks one leg round the other's hip.",
        "The other supports that leg under the knee, and you move slowly, undoing what you can reach.",
        "Lower or swap the leg whenever the standing foot or hip asks.",
      ],
    },
  },
  dropped: {
    "adventurous-1":
      "A standing carry asks for bare, sure grip and free movement; dressing up for it only adds fabric to slip on and straps to catch.",
    "adventurous-2":
      "An expert lift on outstretched arms is about balance and a firm hold, not a look: dressed up, it becomes a costume stunt rather than an evening.",
  },
};

export default written;
