package game

import (
	"slices"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Determinize returns a copy of the game for a search by viewer, in which
// everything viewer can't see or doesn't know is drawn again at random
// from seed, consistent with what they know. Of every hand viewer may not
// see (all but their own and, in Two-Headed Giant, their teammate's) the
// cards viewer knows stay (a card revealed as it went there, CR 701.14,
// or one that came from a public zone, CR 400.2), first in the hand, by
// name; of every library the
// cards viewer knows the place of stay where they are (a card they put
// on the bottom, the top card they looked at after a mulligan, a card
// put on top from the battlefield; CR 401.4, 103.4), and the top cards
// they are looking at now (a search, a pick, the look after a
// mulligan). Cards viewer knows without their order (cards revealed and
// put on the bottom in a random order, a pair put on top together)
// change places among the places of their group.
// Every other card of a player's hidden zones is dealt again from the
// same cards, player by player, so hand and library sizes, and the cards
// each player owns, stay as they are. A shuffled library is one group:
// the cards viewer knows in it may be dealt anywhere in it (CR 701.18a). The copy's random source is reseeded from seed too,
// so its future shuffles and draws are unknown as well. It records no
// events and keeps no action log, which would tell the original game
// apart. The game itself is not changed. An invalid viewer (NoPlayer) is
// a spectator: they see no hand and know what every player knows.
//
// A card an ability refers to (the source of an ability on the stack or
// of a delayed one, put into a library meanwhile) stays the card it is,
// so the ability keeps its text and triggers as in the
// game; its place is drawn again with the others' (among its group's when
// viewer knows it is there). Another team's
// "pass for the rest of the step", which nobody sees, is forgotten. The
// position kept to reverse an action is determinized too.
//
// A card another player chose in secret (Master of Predicaments) is drawn
// again from that player's hand, and the answers other owners gave so far
// to "top or bottom of its owner's library" (Aetherspouts), which wait
// unseen until every owner has answered, are drawn again. The cards a
// player who left the game took with them from their hand and library
// (CR 800.4a), which nobody saw, take their own cards again in an order
// by name.
//
// The cards are dealt from a canonical order (by name), and the objects
// at hidden places then take their slots again in a canonical order with
// a new zone-change count, so the copy depends only on
// what viewer may know and on seed: two games that differ only in cards
// viewer can't see, or in their order, give the same copy, ObjectIDs
// included (but for a card that has since left a hidden zone openly, a
// spell cast from a hand: it keeps its slot, as in the game). An ObjectID from before that named a hidden card viewer
// doesn't know names nothing in the copy (CR 400.7); Follow, which sees
// where a card went, gives for it the object dealt into its slot, some
// other card as likely as not. A card viewer knows keeps its ID, so
// Follow finds it; the ID's zone-change count, as in the game, counts
// the card's hidden moves too (one a shuffle took from a hand and that
// viewer then found in a search has moved more), which views, whose IDs
// don't carry counts, hide. The copy counts its deal as one more
// zone change than the game: a copy determinized again has the cards the
// game determinized has, but its hidden IDs count one more.
func (g *Game) Determinize(viewer PlayerID, seed uint64) *Game {
	return g.DeterminizeInto(nil, viewer, seed)
}

// DeterminizeInto is Determinize into dst's storage (see CloneInto): a
// search that determinizes once per iteration reuses one game. A nil dst
// is a new game. It returns the copy.
func (g *Game) DeterminizeInto(dst *Game, viewer PlayerID, seed uint64) *Game {
	return g.determinizeInto(dst, viewer, seed, nil, nil)
}

// determinizeInto is DeterminizeInto with more cards to pin (see
// pinnedCards): those of also, by slot; and DeterminizeWith with
// decklists.
func (g *Game) determinizeInto(dst *Game, viewer PlayerID, seed uint64, also []int32, decklists [][]*card.Definition) *Game {
	c := g.cloneInto(dst, false) // no events, no action log
	c.rng = newRNG(seed ^ 0x6a09e667f3bcc908)
	c.noEvents = true
	c.recordActions = false
	// The position kept to reverse an action (reverse.go) holds the
	// hidden cards as they are: the copy keeps it determinized too, a
	// deal of its own that is as consistent with what viewer knew then,
	// so that a reversal in the copy undoes what the game's would.
	c.undo = nil
	if g.undo != nil {
		// The spells and abilities on the stack now are public: the
		// cards they came from stay what they are in the position
		// before them (a spell cast from a hand goes back to it as the
		// card everyone saw, CR 601.2a).
		var srcBuf [8]int32
		srcs := srcBuf[:0]
		for i := 0; i < g.stack.Len(); i++ {
			srcs = append(srcs, int32(ObjectID(g.stack.At(i).Source).slot()))
		}
		c.undo = g.undo.determinizeInto(nil, viewer, seed, srcs, decklists)
	}
	v := c.viewerFor(viewer)
	r := newRNG(seed)
	var poolBuf, unorderedBuf [128]int32
	var defsBuf [128]*card.Definition
	var pinsBuf [16]pinnedCard
	pool, unordered, defs := poolBuf[:0], unorderedBuf[:0], defsBuf[:0]
	pins := c.pinnedCards(pinsBuf[:0])
	for _, s := range also {
		if s >= 0 && int(s) < len(c.objects) && !pinned(pins, s) {
			o := &c.objects[s]
			pins = append(pins, pinnedCard{s, o.def, o.known, o.placed, true})
		}
	}
	var heldBuf [16]int32
	held := c.heldSlots(heldBuf[:0])
	inc, relabel := c.relabelCount()
	if relabel {
		c.zoneChanges = uint32(inc) // the deal's: no object counts more
	}
	var knownBuf [32]knownCard
	for q := range c.players {
		pl := &c.players[q]
		pool, unordered = pool[:0], unordered[:0]
		if !v.seesHand(PlayerID(q)) {
			for _, s := range pl.hand {
				if !v.knows(s, false) && !pinnedStays(pins, s) {
					pool = append(pool, s)
				}
			}
		}
		lib := pl.library
		hidden := len(lib)
		if PlayerID(q) == v.looks {
			hidden -= min(v.libTop, len(lib)) // the top cards viewer looks at, at the end
			if v.libAll {
				// Viewer sees which cards the library holds (a find
				// that may look in it) but not their order: the cards
				// stay, and their options with them; the order is drawn
				// again.
				unordered = c.reorder(&r, &v, lib, unordered)[:0]
				hidden = 0
			}
		}
		known := knownBuf[:0]
		if relabel {
			known = c.knownCards(&v, lib[:hidden], pins, known)
		}
		groups := uint8(0) // the highest group of a card viewer doesn't know the place of
		for _, s := range lib[:hidden] {
			if !v.knows(s, true) {
				groups = max(groups, c.objects[s].group)
			}
			switch {
			case v.knows(s, true):
			case v.knows(s, false):
				if c.objects[s].group == 0 {
					unordered = append(unordered, s)
				}
			case !pinnedStays(pins, s):
				pool = append(pool, s)
			}
		}
		if q < len(decklists) && len(decklists[q]) > 0 && !v.seesHand(PlayerID(q)) {
			defs = c.dealBelieved(&r, PlayerID(q), pool, pins, decklists[q], defs)
		} else {
			defs = c.redeal(&r, pool, defs)
		}
		c.keepPinnedPlaces(PlayerID(q), pool, pins)
		c.redealMarks(&r, &v, pool, zone.Library, 0)
		c.redealMarks(&r, &v, pool, zone.Hand, 0)
		defs = c.redeal(&r, unordered, defs)
		c.keepPinned(lib, unordered, pins)
		// Each group's cards change places among its own places only,
		// the ones viewer knows with those dealt in the places of the
		// ones they don't (a shuffled library's known cards may be
		// anywhere in it), each taking what is known of it along.
		for id := uint8(1); id <= groups && id != 0; id++ {
			unordered = unordered[:0]
			for _, s := range lib[:hidden] {
				// A card viewer doesn't know whose place another player
				// knows (the top card they looked at) was dealt again
				// in place above, and stays there: that they know that
				// place is public.
				if o := &c.objects[s]; o.group == id && !v.knows(s, true) && (o.placed == 0 || v.knows(s, false)) {
					unordered = append(unordered, s)
				}
			}
			c.redealMarks(&r, &v, unordered, zone.Library, id)
			c.permuteGroup(&r, unordered)
			c.keepPinned(lib, unordered, pins)
		}
		c.sortHiddenHand(&v, PlayerID(q))
		if relabel {
			c.relabelHidden(&v, PlayerID(q), hidden, pins, held, known, inc)
		}
	}
	c.dealDeparted(&r, &v, pins, held, inc, relabel, decklists, defs)
	c.keepCostDiscardPayable(&v, pins)
	if decklists != nil {
		c.believeCostDiscard(&r, &v, pins, decklists)
		c.recountTriggers()
	}
	c.hideSecretChoice(&r, &v)
	c.hidePassSteps(v.p)
	c.dropDealtAwayDelayed()
	c.hidePlacedAnswers(&r, &v)
	c.changed() // other cards in hands: other options
	for q := range c.players {
		c.players[q].handGen++
	}
	return c
}

// hideSecretChoice draws again the card chosen in secret for a guess
// (Master of Predicaments, hidden_guess.go) when viewer didn't choose it:
// one of the chooser's hand at random, by the hand's cards in a canonical
// order. Re-dealing the hand is not enough: the chosen card may be one
// viewer knows is there (one that came back from a graveyard), and the
// copy must not tell which card it is.
func (c *Game) hideSecretChoice(r *rng, v *viewer) {
	if c.res.chosen == 0 || c.res.stage == 0 || c.guessEffect() == nil {
		return
	}
	ctrl := PlayerID(c.res.item.Controller)
	hand := c.players[ctrl].hand
	if v.p == ctrl || len(hand) == 0 {
		return
	}
	var buf [16]int32
	cards := append(buf[:0], hand...)
	slices.SortFunc(cards, c.compareUnordered)
	c.res.chosen = c.idOf(cards[r.IntN(len(cards))])
}

// keepCostDiscardPayable keeps the deal consistent with a discard cost
// another player is paying ("Discard a creature card": they hold such
// cards, CR 601.2h, 602.2b): while their hand, as dealt, holds fewer
// cards that can pay it than the cost needs, a hidden card of their
// hand changes places with one that can pay it dealt to their library.
func (c *Game) keepCostDiscardPayable(v *viewer, pins []pinnedCard) {
	d := c.pending
	if d.Kind != DecideDiscard || !c.costDiscard || v.seesHand(d.Player) {
		return
	}
	pl := &c.players[d.Player]
	fits := c.handFitsCostDiscard(d.Player)
	for _, s := range pl.library {
		if fits >= d.Count {
			return
		}
		if v.knows(s, false) || !c.costDiscardFits(s) || pinned(pins, s) {
			continue
		}
		for _, h := range pl.hand {
			if !v.knows(h, false) && !c.costDiscardFits(h) && !pinned(pins, h) {
				c.objects[s].def, c.objects[h].def = c.objects[h].def, c.objects[s].def
				c.charsChanged()
				fits++
				break
			}
		}
	}
}

// handFitsCostDiscard counts the cards in p's hand that can pay the
// discard cost being paid.
func (c *Game) handFitsCostDiscard(p PlayerID) int {
	fits := 0
	for _, s := range c.players[p].hand {
		if c.costDiscardFits(s) {
			fits++
		}
	}
	return fits
}

// reorder puts the cards of lib whose place viewer doesn't know in a new
// random order among their places, each card keeping its ID, and each
// group's cards among their group's places (object.group: a pair put at
// the bottom stays at the bottom); buf is scratch. They are ordered by
// name and ID first, so that the new order doesn't depend on the old one.
func (g *Game) reorder(r *rng, v *viewer, lib, buf []int32) []int32 {
	groups := uint8(0)
	for _, s := range lib {
		groups = max(groups, g.objects[s].group)
	}
	for id := 0; id <= int(groups); id++ {
		buf = buf[:0]
		for _, s := range lib {
			if !v.knows(s, true) && int(g.objects[s].group) == id {
				buf = append(buf, s)
			}
		}
		slices.SortFunc(buf, func(a, b int32) int {
			if c := compareNames(g.objects[a].def, g.objects[b].def); c != 0 {
				return c
			}
			return int(a - b)
		})
		for i := len(buf) - 1; i > 0; i-- {
			j := r.IntN(i + 1)
			buf[i], buf[j] = buf[j], buf[i]
		}
		k := 0
		for i, s := range lib {
			if k < len(buf) && !v.knows(s, true) && int(g.objects[s].group) == id {
				lib[i] = buf[k]
				k++
			}
		}
	}
	return buf
}

// sortByName sorts defs by card name. A deck holds few distinct cards, many
// times each: they are counted, the distinct ones sorted, and the list
// written out again, which gives the one sorted order when no two
// distinct definitions share a name; otherwise (or with many distinct
// cards) a general sort does it.
func sortByName(defs []*card.Definition) {
	type kind struct {
		d *card.Definition
		n int
	}
	var kindsBuf [32]kind
	kinds := kindsBuf[:0]
next:
	for _, d := range defs {
		for i := range kinds {
			if kinds[i].d == d {
				kinds[i].n++
				continue next
			}
		}
		if len(kinds) == len(kindsBuf) {
			slices.SortFunc(defs, compareNames)
			return
		}
		kinds = append(kinds, kind{d, 1})
	}
	slices.SortFunc(kinds, func(a, b kind) int { return compareNames(a.d, b.d) })
	for i := 1; i < len(kinds); i++ {
		if kinds[i].d.Name == kinds[i-1].d.Name {
			slices.SortFunc(defs, compareNames) // two cards of one name
			return
		}
	}
	i := 0
	for _, k := range kinds {
		for range k.n {
			defs[i] = k.d
			i++
		}
	}
}

// compareNames orders card definitions by name.
func compareNames(a, b *card.Definition) int {
	if a == b {
		return 0
	}
	return strings.Compare(a.Name, b.Name)
}

// redeal deals the cards' definitions again over the objects in slots at
// random from r: the objects keep their zones and places, the cards move.
// Sorting the cards first forgets where each one was. defs is scratch
// space, returned for reuse.
func (g *Game) redeal(r *rng, slots []int32, defs []*card.Definition) []*card.Definition {
	defs = defs[:0]
	for _, s := range slots {
		defs = append(defs, g.objects[s].def)
	}
	sortByName(defs)
	g.dealOver(r, slots, defs)
	return defs
}

// dealOver shuffles defs with r and deals them over the objects in
// slots, one each.
func (g *Game) dealOver(r *rng, slots []int32, defs []*card.Definition) {
	for i := len(defs) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		defs[i], defs[j] = defs[j], defs[i]
	}
	for i, s := range slots {
		g.objects[s].def = defs[i]
		g.charsChanged()
	}
}

// redealMarks deals again, among the cards of slots in zone z (a hand, or
// a library and its group group, 0 for none) that viewer doesn't know,
// what other players know of them without knowing their place: which
// card another player knows is as hidden from viewer as the card itself,
// so the marks must not stay on the places the real cards had (nor, in a
// hand, on the real cards' positions, which are hidden too). Marks that
// come with a place (the top card a player looked at) stay: where they
// are is known. The marks are dealt from a canonical order, so that the
// copy doesn't depend on which place held them.
func (g *Game) redealMarks(r *rng, v *viewer, slots []int32, z zone.Kind, group uint8) {
	var slotBuf [128]int32
	var markBuf [128]uint8
	free, marks := slotBuf[:0], markBuf[:0]
	vb := v.seatBits()
	alike := true // every mark the same (most often none): nothing to deal
	for _, s := range slots {
		o := &g.objects[s]
		if o.zone == z && o.placed == 0 && o.known&vb != vb && (z != zone.Library || o.group == group) {
			if z == zone.Hand {
				// Those who see the hand (its owner, a Two-Headed Giant
				// teammate) know its cards anyway: a mark of theirs left
				// from before would tell the place that had it.
				o.known &^= seatBit(o.owner)
				if m := g.teammate(o.owner); m != NoPlayer {
					o.known &^= seatBit(m)
				}
			}
			free = append(free, s)
			marks = append(marks, o.known)
			alike = alike && o.known == marks[0]
		}
	}
	if len(free) < 2 || alike {
		return
	}
	slices.Sort(marks)
	for i := len(marks) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		marks[i], marks[j] = marks[j], marks[i]
	}
	for i, s := range free {
		g.objects[s].known = marks[i]
	}
}

// permuteGroup deals the cards in slots (a library group's places) again
// among those places, from a canonical order (by name, then knowledge).
// Who knows a card goes with it; who knows a place stays with the place,
// and knows the card dealt there: that a player knows every place of a
// pair they put on top is public, which card is where isn't. A card whose
// place another player knows is among slots only when viewer knows the
// card. When every player still in the game knows it (Satyr Wayfinder
// everyone saw go into the library, and the top card its owner then
// looked at), the owner knows that card wherever it is dealt, as everyone
// does, so it keeps their mark. Otherwise (a card its owner put on the bottom, which a
// Two-Headed Giant teammate saw without its place) what the owner knows
// is the place, and the card dealt there: the card leaves their mark
// behind, or they would know two cards for one.
func (g *Game) permuteGroup(r *rng, slots []int32) {
	type entry struct {
		def   *card.Definition
		known uint8 // the seats that know the card
	}
	var buf [128]entry
	cards := buf[:0]
	var everyone uint8 // the players still in the game
	for q := range g.players {
		if g.inGame(PlayerID(q)) {
			everyone |= seatBit(PlayerID(q))
		}
	}
	for _, s := range slots {
		o := &g.objects[s]
		known := o.known
		if known&everyone != everyone {
			known &^= o.placed
		}
		cards = append(cards, entry{o.def, known})
	}
	slices.SortStableFunc(cards, func(a, b entry) int {
		if c := strings.Compare(a.def.Name, b.def.Name); c != 0 {
			return c
		}
		return int(a.known) - int(b.known)
	})
	for i := len(cards) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
	for i, s := range slots {
		o := &g.objects[s]
		o.def, o.known = cards[i].def, o.placed|cards[i].known
	}
	g.charsChanged()
}

// pinnedCard is a card an ability refers to by its slot, with what it is
// and what is known of it (see pinnedCards).
type pinnedCard struct {
	slot          int32
	def           *card.Definition
	known, placed uint8
	// stays: the card keeps its place too (a card of the position kept
	// to reverse an action that a spell on the stack now came from, which
	// goes back to where everyone saw it). Other pinned cards viewer
	// doesn't know keep what they are but not where: their places are
	// dealt with the others' (keepPinnedPlaces).
	stays bool
}

// pinnedCards lists the cards abilities refer to by their slot: the
// sources and targets of the spells and abilities on the stack (or
// resolving; a target that has moved since is named as it was, CR
// 608.2b), the sources of abilities countered while an ability that
// copies them waits, of the triggers
// waiting to be put there, of delayed triggers (Phytotitan's card,
// shuffled into a library while its return waits) and of copies that
// left the battlefield, and of the cards a library search in progress
// has picked. Determinize keeps each of them the card it is:
// another card dealt in its place would give the ability another text
// (CR 112.7a, 603.7c). Where it is, when viewer doesn't know, is dealt
// again: the ability exists apart from it (CR 112.7a), and the card in a
// hidden zone is a new object (CR 400.7).
func (c *Game) pinnedCards(buf []pinnedCard) []pinnedCard {
	add := func(id ObjectID) {
		if s := id.slot(); id != 0 && s >= 0 && s < len(c.objects) && !pinned(buf, int32(s)) {
			o := &c.objects[s]
			buf = append(buf, pinnedCard{int32(s), o.def, o.known, o.placed, false})
		}
	}
	addTargets := func(it *stack.Item) {
		for _, t := range it.TargetList() {
			if !t.IsPlayer() {
				add(ObjectID(t.Object))
			}
		}
	}
	for i := 0; i < c.stack.Len(); i++ {
		add(ObjectID(c.stack.At(i).Source))
		addTargets(c.stack.At(i))
	}
	if c.res.active {
		add(ObjectID(c.res.item.Source))
		addTargets(&c.res.item)
	}
	for i := range c.goneAbilities {
		add(ObjectID(c.goneAbilities[i].Source))
	}
	for i := range c.triggers {
		add(c.triggers[i].source)
	}
	for i := range c.delayed {
		add(c.delayed[i].source)
	}
	for i := range c.copies {
		add(c.copies[i].id)
	}
	if c.res.searching {
		// The cards a search picked, waiting in the library to enter
		// together: each matches the search (CR 701.17a), which
		// another card dealt in its place might not.
		for _, s := range c.res.cards {
			if c.objects[s].zone == zone.Library {
				add(c.idOf(s))
			}
		}
	}
	return buf
}

// pinnedStays reports whether slot is among pins and keeps its place
// (see pinnedCard.stays).
func pinnedStays(pins []pinnedCard, slot int32) bool {
	for i := range pins {
		if pins[i].slot == slot {
			return pins[i].stays
		}
	}
	return false
}

// pinned reports whether slot is among pins.
func pinned(pins []pinnedCard, slot int32) bool {
	for i := range pins {
		if pins[i].slot == slot {
			return true
		}
	}
	return false
}

// keepPinned undoes what a deal among slots, cards of library lib that
// change places among their own places, did to the pinned cards among
// them: each gets back the card it was (with what was known of it), and
// trades places with the card that was dealt that card, which gets what
// the pinned one was dealt. The library reads the same, card by card, as
// the deal made it.
func (c *Game) keepPinned(lib, slots []int32, pins []pinnedCard) {
	for _, p := range pins {
		o := &c.objects[p.slot]
		if o.def == p.def && o.known == o.placed|p.known || !slices.Contains(slots, p.slot) {
			continue
		}
		// The place dealt the pinned card itself, with what is known of
		// it; else one dealt a card of its name. Another would leave the
		// marks of the pinned card on a second card of that name.
		if !c.tradePinned(lib, slots, pins, p, true) && o.def != p.def {
			c.tradePinned(lib, slots, pins, p, false)
		}
	}
}

// tradePinned makes the pinned card p itself again (see keepPinned): it
// trades places with a card among slots that was dealt p's card, with p's
// marks when own. It reports whether it found one.
func (c *Game) tradePinned(lib, slots []int32, pins []pinnedCard, p pinnedCard, own bool) bool {
	o := &c.objects[p.slot]
	for _, x := range slots {
		t := &c.objects[x]
		if x == p.slot || t.def != p.def || own && t.known != t.placed|p.known {
			continue
		}
		if i := slices.IndexFunc(pins, func(q pinnedCard) bool { return q.slot == x }); i >= 0 && pins[i].def == t.def {
			continue // a pinned card already what it was
		}
		t.def, t.known, t.placed = o.def, o.known, o.placed
		o.def, o.known, o.placed = p.def, p.known, p.placed
		ip, ix := slices.Index(lib, p.slot), slices.Index(lib, x)
		lib[ip], lib[ix] = lib[ix], lib[ip]
		return true
	}
	return false
}

// keepPinnedPlaces gives the pinned cards among pool, the hidden places
// of player q just dealt again, back the cards they were: each trades
// places, in the hand or the library, with a card that was dealt its
// card, which gets what the pinned one was dealt. The pinned card is then
// as it was, at a place drawn at random like the others'.
func (c *Game) keepPinnedPlaces(q PlayerID, pool []int32, pins []pinnedCard) {
	for _, p := range pins {
		o := &c.objects[p.slot]
		if o.def == p.def || !slices.Contains(pool, p.slot) {
			continue
		}
		for _, x := range pool {
			t := &c.objects[x]
			if x == p.slot || t.def != p.def {
				continue
			}
			if i := slices.IndexFunc(pins, func(q pinnedCard) bool { return q.slot == x }); i >= 0 && pins[i].def == t.def {
				continue // a pinned card already what it was
			}
			t.def, o.def = o.def, p.def
			c.tradePlaces(q, p.slot, x)
			break
		}
	}
}

// tradePlaces swaps the places of the cards in slots a and b, in player
// q's hand or library: what is known of each place stays with it.
func (c *Game) tradePlaces(q PlayerID, a, b int32) {
	pl := &c.players[q]
	for _, list := range [2][]int32{pl.hand, pl.library} {
		for i, s := range list {
			switch s {
			case a:
				list[i] = b
			case b:
				list[i] = a
			}
		}
	}
	oa, ob := &c.objects[a], &c.objects[b]
	oa.zone, ob.zone = ob.zone, oa.zone
	oa.known, ob.known = ob.known, oa.known
	oa.placed, ob.placed = ob.placed, oa.placed
	oa.group, ob.group = ob.group, oa.group
}

// hidePassSteps forgets the other teams' "pass for the rest of the step"
// (PassRestOfStep): no view shows it, and their pass looked like any
// other.
func (c *Game) hidePassSteps(viewer PlayerID) {
	for i := 0; c.passSteps > 0 && i < len(c.players); i++ {
		if c.players[i].passStep && (!c.validPlayer(viewer) || c.team(PlayerID(i)) != c.team(viewer)) {
			c.players[i].passStep = false
			c.passSteps--
		}
	}
}

// dropDealtAwayDelayed drops the delayed triggers whose card is no longer
// the card whose ability they are: a pinned card keeps its card
// (keepPinnedPlaces), so this happens only where no place was dealt it
// back, and then the trigger would read another card's text.
func (c *Game) dropDealtAwayDelayed() {
	kept := c.delayed[:0]
	for _, d := range c.delayed {
		def := c.triggerSourceDef(d.source)
		if int(d.index) < len(def.Triggered) && def.Triggered[d.index].Event == ability.AtOwnersNextUpkeep {
			kept = append(kept, d)
		}
	}
	c.delayed = kept
}
