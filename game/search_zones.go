package game

import (
	"cmp"
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// Searching several zones at once: "search your graveyard, hand, and/or
// library for an Aura card" (Boonweaver Giant), "search target player's
// graveyard, hand, and library for any number of cards with that name"
// (Stain the Mind), and putting a card from the hand onto the battlefield
// (Preeminent Captain). The library counts as searched (CR 701.17: its
// owner shuffles it, and "whenever an opponent searches their library"
// triggers) when a card is found in it, or always with ShuffleAlways.
// A player may also search the library and find nothing (CR 701.17b): that
// answer, Choice 1, shuffles it. A search for "any number" of cards
// asks again after each card found (Count 1), until the player finds
// nothing more: they may leave any of them where they are (CR 701.17b).

// searchZonesEffect returns the OpSearchZones waiting on DecideFind.
func (g *Game) searchZonesEffect() *ability.Effect {
	return g.resolvingEffectOf(ability.OpSearchZones)
}

// searchedPlayer returns the player whose zones e searches.
func (g *Game) searchedPlayer(e *ability.Effect) PlayerID {
	p := NoPlayer
	g.effectPlayers(e, func(q PlayerID) { p = q })
	return p
}

// findMatch reports whether the card in s is one e looks for.
func (g *Game) findMatch(s int32, e *ability.Effect) bool {
	if !g.isCard(s) {
		return false // a token that died here moves no more (token_cards.go)
	}
	if e.Filter.Named && g.objects[s].def.Name != nameOf(g.res.named) {
		return false
	}
	if e.AttachToSource && !g.couldEnchantSource(s) {
		return false // an Aura that could not enchant it stays where it is (CR 303.4i)
	}
	return g.searchMatch(s, e)
}

// couldEnchantSource reports whether the Aura card in s could enchant the
// resolving item's source, controlled by the item's controller
// (CR 303.4d).
func (g *Game) couldEnchantSource(s int32) bool {
	t, ok := g.lookup(ObjectID(g.res.item.Source))
	if g.objects[s].def.Enchant.Allow == 0 || !ok || g.objects[t].zone != zone.Battlefield {
		return false
	}
	return g.couldEnchant(s, PlayerID(g.res.item.Controller), t) // protection too (CR 702.16c)
}

// forFindable calls fn for each card of p's zones that e may find, in the
// order hand, graveyard, library (top first); it stops when fn returns
// false.
func (g *Game) forFindable(p PlayerID, e *ability.Effect, fn func(s int32) bool) {
	if e.AttachToSource {
		if s, ok := g.lookup(ObjectID(g.res.item.Source)); !ok || g.objects[s].zone != zone.Battlefield {
			return // nothing to attach it to (CR 303.4f)
		}
	}
	pl := &g.players[p]
	if e.Zones&ability.SearchHand != 0 {
		for _, s := range pl.hand {
			if g.findMatch(s, e) && !fn(s) {
				return
			}
		}
	}
	if e.Zones&ability.SearchGraveyard != 0 {
		for _, s := range pl.graveyard {
			if g.findMatch(s, e) && !fn(s) {
				return
			}
		}
	}
	if e.Zones&ability.SearchLibrary != 0 {
		for i := len(pl.library) - 1; i >= 0; i-- {
			if g.findMatch(pl.library[i], e) && !fn(pl.library[i]) {
				return
			}
		}
	}
}

// startSearchZones runs OpSearchZones.
func (g *Game) startSearchZones(e *ability.Effect) bool {
	p := g.searchedPlayer(e)
	if p == NoPlayer {
		return false
	}
	bit := seatBit(PlayerID(g.res.item.Controller))
	if e.Zones&ability.SearchHand != 0 {
		// Searching a hand is looking at all of it (CR 701.17a): the
		// searcher knows the cards left there.
		for _, s := range g.players[p].hand {
			g.objects[s].known |= bit
		}
	}
	if e.Zones&ability.SearchLibrary != 0 && p != PlayerID(g.res.item.Controller) {
		// So is searching another player's library: the shuffle that
		// follows hides where its cards are, not which they are (CR
		// 701.18a, see forgetLibrary). (An owner searching their own
		// library learns nothing they couldn't count from their deck.)
		for _, s := range g.players[p].library {
			g.objects[s].known |= bit
		}
	}
	// Asked even when nothing can be found: the other players must not
	// learn that a hidden zone holds no match (see startSearch).
	g.res.next--
	g.res.foundInLibrary = false
	g.pending = Decision{Kind: DecideFind, Player: PlayerID(g.res.item.Controller), Count: findCount(e)}
	return true
}

// findCount is the Count of a DecideFind for e: 1 for a search for any
// number of cards, which is asked again after each card found, else 0.
func findCount(e *ability.Effect) int {
	if e.All {
		return 1
	}
	return 0
}

// endSearchZones shuffles a searched library and runs the search
// triggers.
func (g *Game) endSearchZones(p PlayerID, e *ability.Effect, inLibrary bool) {
	if e.Zones&ability.SearchLibrary == 0 || !(inLibrary || e.ShuffleAlways) {
		return
	}
	g.shuffleLibrary(p)
	if p == PlayerID(g.res.item.Controller) {
		g.onLibrarySearched(p)
	}
}

// defenderChoices lists what a creature put onto the battlefield
// attacking may attack (CR 508.4): an opponent of p in the game or a
// planeswalker one controls.
func (g *Game) defenderChoices(p PlayerID, buf []Target) []Target {
	for q := range g.players {
		if g.inGame(PlayerID(q)) && g.opponents(PlayerID(q), p) {
			buf = append(buf, PlayerTarget(PlayerID(q)))
		}
	}
	for _, s := range g.battlefield {
		if g.types(s)&ability.Planeswalker != 0 && g.opponents(g.objects[s].controller, p) {
			buf = append(buf, ObjectTarget(g.idOf(s)))
		}
	}
	return buf
}

// legalFind lists each card that may be found (identical cards of a hand
// or library once), with each thing it may attack if it enters
// attacking, then none.
func (g *Game) legalFind(buf []Action, d Decision) []Action {
	e := g.searchZonesEffect()
	if e == nil {
		return buf
	}
	p := g.searchedPlayer(e)
	var tb [8]Target
	defenders := tb[:0]
	if e.Attacking {
		defenders = g.defenderChoices(d.Player, defenders)
	}
	add := func(s int32) {
		a := Action{Kind: ActChoose, Player: d.Player, Object: g.idOf(s)}
		if !e.Attacking {
			buf = append(buf, a)
			return
		}
		for _, t := range defenders {
			a.NumTargets, a.Targets[0] = 1, t
			buf = append(buf, a)
		}
	}
	if p != NoPlayer {
		var libBuf [64]int32
		lib := libBuf[:0]
		g.forFindable(p, e, func(s int32) bool {
			switch {
			case g.twinListed(p, s):
			case g.objects[s].zone == zone.Library:
				lib = append(lib, s)
			default:
				add(s)
			}
			return true
		})
		// The library's cards in an order that says nothing of where
		// they are: the player may take one without searching the
		// library, which then is not shuffled (CR 701.17b).
		slices.SortFunc(lib, g.compareUnordered)
		for _, s := range lib {
			add(s)
		}
	}
	buf = append(buf, Action{Kind: ActChoose, Player: d.Player})
	if e.Zones&ability.SearchLibrary != 0 && p == d.Player {
		buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: 1})
	}
	return buf
}

// twinListed reports whether a card with the same definition as s comes
// before it in its hand or (from the top) library: identical cards there
// lead to the same game, so one stands for all (see Canonical).
func (g *Game) twinListed(p PlayerID, s int32) bool {
	pl := &g.players[p]
	switch g.objects[s].zone {
	case zone.Hand:
		for _, h := range pl.hand {
			if h == s {
				return false
			}
			if g.objects[h].def == g.objects[s].def {
				return true
			}
		}
	case zone.Library:
		// The twin with the lowest ID stands for all: not the topmost,
		// which would tell where they are.
		return g.lowestTwinInLibrary(p, g.idOf(s)) != g.idOf(s)
	}
	return false
}

// compareUnordered orders cards by name, then by ID: an order that
// depends on which cards there are, not on where they are.
func (g *Game) compareUnordered(x, y int32) int {
	if c := compareNames(g.objects[x].def, g.objects[y].def); c != 0 {
		return c
	}
	return cmp.Compare(g.idOf(x), g.idOf(y))
}

// answerFind puts the chosen card where the effect says, or finds
// nothing, and resumes the resolution.
func (g *Game) answerFind(a Action) error {
	e := g.searchZonesEffect()
	if e == nil {
		return refuse(ErrNotAllowed, "701.17", "no search is waiting")
	}
	p := g.searchedPlayer(e)
	inLibrary := false
	if a.Choice == 1 && (a.Object != 0 || e.Zones&ability.SearchLibrary == 0 || p != a.Player) {
		return refuseField(ErrNotAllowed, "Choice", "701.17", "choice 1 searches your own library and finds nothing; this search can't")
	}
	if a.Object == 0 {
		if a.NumTargets != 0 {
			return refuseField(ErrMalformed, "Targets", "508.4", "a card found nothing attacks nothing")
		}
		inLibrary = a.Choice == 1 // searched, found nothing: shuffled all the same
	} else {
		s, ok := g.lookup(a.Object)
		found := false
		if ok && p != NoPlayer {
			g.forFindable(p, e, func(x int32) bool { found = x == s; return !found })
		}
		if !found {
			// A card put from the hand (Preeminent Captain) is no search:
			// the ability's own words limit it (CR 608.2c).
			return alsoCite(refuseField(ErrNotAllowed, "Object", "701.17a", "%s can't be found by this search", g.objectText(a.Object, a.Player)), "608.2c")
		}
		var at Target
		if e.Attacking {
			var tb [8]Target
			ok := false
			for _, t := range g.defenderChoices(a.Player, tb[:0]) {
				ok = ok || (a.NumTargets == 1 && a.Targets[0] == t)
			}
			if !ok {
				return refuseField(ErrBadTarget, "Targets", "508.4", "choose a defending player or a planeswalker they control for it to attack")
			}
			at = a.Targets[0]
		} else if a.NumTargets != 0 {
			return refuseField(ErrMalformed, "Targets", "701.17", "this card does not enter attacking")
		}
		inLibrary = g.objects[s].zone == zone.Library
		g.putFound(s, e, at, e.Attacking)
		if e.All && !g.over {
			// Any number: found, and asked again (CR 701.17b).
			g.res.foundInLibrary = g.res.foundInLibrary || inLibrary
			return nil
		}
	}
	inLibrary = inLibrary || g.res.foundInLibrary
	g.res.foundInLibrary = false
	g.pending = Decision{}
	if p != NoPlayer {
		g.endSearchZones(p, e, inLibrary)
	}
	g.res.next++
	g.runEffects()
	return nil
}

// putFound moves a found card where e says.
func (g *Game) putFound(s int32, e *ability.Effect, attacks Target, attacking bool) {
	ctrl := PlayerID(g.res.item.Controller)
	switch e.Into {
	case ability.IntoExile:
		g.moveObject(s, zone.Exile)
	case ability.IntoExileLinked:
		// "... and exile it. When this dies, put the exiled card into
		// its owner's hand" (CR 607.2a).
		g.links = append(g.links, linkRecord{source: ObjectID(g.res.item.Source), card: g.moveObject(s, zone.Exile)})
	case ability.IntoLibraryTop:
		// Found in a hand or graveyard (Check). From a hand, those who
		// see that hand and the searcher, who looked at it and chose the
		// card, know it is on top (CR 402.3, 401.4, 701.17a).
		if o := &g.objects[s]; o.zone == zone.Hand {
			g.moveObjectSeen(s, zone.Library, o.known|g.handSeers(o.owner)|seatBit(ctrl))
		} else {
			g.putIntoLibrary(s, 1)
		}
	case ability.IntoHand:
		// The searcher chose the card: they know it in the hand, and
		// what they know of the rest of the library stays (CR 701.17a).
		g.moveObjectSeen(s, zone.Hand, g.objects[s].known|seatBit(ctrl))
	case ability.IntoBattlefield:
		id := g.enterBattlefield(s, ctrl)
		if e.AttachToSource {
			// CR 303.4f: an Aura put onto the battlefield other than by
			// resolving is attached to what the effect says.
			g.attach(s, ObjectID(g.res.item.Source))
		}
		if e.Tapped {
			g.objects[s].tapped = true
		}
		// A noncreature, or a creature of a player who isn't attacking,
		// enters but never attacks (CR 506.3a, 506.3b).
		if attacking && g.step >= DeclareAttackers && g.step <= EndCombat && g.isCreature(s) && g.team(ctrl) == g.team(g.active) {
			// CR 508.4: attacking, but it never "attacked": no attack
			// trigger, and it was not declared.
			na := attacker{id: id, player: NoPlayer}
			if attacks.IsPlayer() {
				na.player = PlayerID(attacks.Player)
				na.defending = na.player
			} else {
				na.planeswalker = ObjectID(attacks.Object)
				na.defending = g.controllerOf(na.planeswalker)
			}
			g.combat.attackers = append(g.combat.attackers, na)
			g.combat.attacked = true
			g.charsChanged()
		}
	}
}
