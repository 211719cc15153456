package game

import (
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// Declaration builds an attack or block declaration piece by piece, for a
// client that lets a player click creatures: add this attacker against
// that defender, add this blocker on that attacker, remove one, see what
// can be added next, and submit. LegalActions lists only representative
// declarations; a Declaration reaches every one CR 508.1 and 509.1 allow.
//
// Add refuses a piece that no legal declaration could hold (a tapped
// creature, a flyer blocked by a creature without reach, ...), citing the
// rule; Check validates the declaration as a whole, with the requirements
// and restrictions that depend on the other pieces (CR 508.1c-d, 509.1b-c:
// a creature that attacks each combat, menace), exactly as Apply would.
// A Declaration reads the game when its methods run; it is stale once the
// game moves on.
type Declaration struct {
	g      *Game
	kind   ActionKind
	player PlayerID
	// attacks or blocks hold the pieces in the order added.
	attacks []Attack
	blocks  []Block
}

// NewDeclaration starts an empty declaration answering the pending
// DecideAttackers or DecideBlockers. Any other pending decision gives a
// *RuleError wrapping ErrNotYourDecision.
func (g *Game) NewDeclaration() (*Declaration, error) {
	switch {
	case g.over:
		return nil, refuse(ErrGameOver, "104.1", "the game is over")
	case g.pending.Kind == DecideAttackers:
		return &Declaration{g: g, kind: ActDeclareAttackers, player: g.pending.Player}, nil
	case g.pending.Kind == DecideBlockers:
		return &Declaration{g: g, kind: ActDeclareBlockers, player: g.pending.Player}, nil
	}
	return nil, refuse(ErrNotYourDecision, "", "no attack or block declaration is pending (the decision is %s)", g.pending.Kind)
}

// Action returns the declaration as an action for Apply.
func (d *Declaration) Action() Action {
	a := Action{Kind: d.kind, Player: d.player}
	if d.kind == ActDeclareAttackers {
		a.Attackers = cloneSlice(d.attacks)
	} else {
		a.Blockers = cloneSlice(d.blocks)
	}
	return a
}

// Check validates the whole declaration as Apply does, without changing
// the game: nil exactly when Apply would accept Action().
func (d *Declaration) Check() error {
	return d.g.Clone().Apply(d.Action())
}

// Attacks returns the attackers added so far.
func (d *Declaration) Attacks() []Attack { return cloneSlice(d.attacks) }

// Blocks returns the blockers added so far.
func (d *Declaration) Blocks() []Block { return cloneSlice(d.blocks) }

// Remove takes creature id (an attacker, or a blocker) out of the
// declaration, and reports whether it was in it.
func (d *Declaration) Remove(id ObjectID) bool {
	for i, at := range d.attacks {
		if at.Attacker == id {
			d.attacks = append(d.attacks[:i], d.attacks[i+1:]...)
			return true
		}
	}
	for i, b := range d.blocks {
		if b.Blocker == id {
			d.blocks = append(d.blocks[:i], d.blocks[i+1:]...)
			return true
		}
	}
	return false
}

// AddAttacker adds creature attacker attacking at (at.Attacker is set
// from attacker): a player (at.Player, Planeswalker 0) or a planeswalker
// (at.Planeswalker, Player NoPlayer). A piece no legal declaration
// holding the pieces added so far could hold gives a *RuleError citing
// the rule (CR 508.1a-c, 302.6, 702.3b) and changes nothing;
// AttackOptions lists what it accepts.
func (d *Declaration) AddAttacker(attacker ObjectID, at Attack) error {
	if d.kind != ActDeclareAttackers {
		return refuse(ErrNotYourDecision, "509.1", "a block declaration takes blockers, not attackers")
	}
	at.Attacker = attacker
	if at.Planeswalker != 0 {
		at.Player = NoPlayer
	}
	if err := d.g.attackPiece(d.attacks, at); err != nil {
		return err
	}
	d.attacks = append(d.attacks, at)
	return nil
}

// AddBlocker adds creature blocker blocking attacker. A piece no legal
// declaration holding the pieces added so far could hold gives a
// *RuleError citing the rule (CR 509.1a-c, 702.9b, 702.13b, 702.14c, 702.110b)
// and changes nothing: legal alone, a second blocker on an attacker that
// can't be blocked by more than one creature (Charging Rhino) is refused,
// and so is a creature that is the only one left that could join a lone
// blocker of a creature with menace. BlockOptions lists what it accepts.
func (d *Declaration) AddBlocker(blocker, attacker ObjectID) error {
	if d.kind != ActDeclareBlockers {
		return refuse(ErrNotYourDecision, "508.1", "an attack declaration takes attackers, not blockers")
	}
	b := Block{Blocker: blocker, Attacker: attacker}
	if err := d.g.blockPiece(d.player, d.blocks, b); err != nil {
		return err
	}
	d.blocks = append(d.blocks, b)
	return nil
}

// AttackOptions lists what AddAttacker accepts next: every creature not
// yet attacking that may attack, with each player and planeswalker it may
// attack, in battlefield order.
func (d *Declaration) AttackOptions() []Attack {
	if d.kind != ActDeclareAttackers {
		return nil
	}
	g := d.g
	var defenders []Attack
	for q := range g.players {
		if p := PlayerID(q); g.inGame(p) && g.opponents(p, g.active) {
			defenders = append(defenders, Attack{Player: p})
		}
	}
	for _, s := range g.battlefield {
		if c := g.objects[s].controller; g.opponents(c, g.active) && g.inGame(c) && g.types(s)&ability.Planeswalker != 0 {
			defenders = append(defenders, Attack{Player: NoPlayer, Planeswalker: g.idOf(s)})
		}
	}
	var out []Attack
	for _, s := range g.battlefield {
		for _, def := range defenders {
			def.Attacker = g.idOf(s)
			if g.attackPiece(d.attacks, def) == nil {
				out = append(out, def)
			}
		}
	}
	return out
}

// BlockOptions lists what AddBlocker accepts next: every creature not yet
// blocking that may block, with each attacker it may block.
func (d *Declaration) BlockOptions() []Block {
	if d.kind != ActDeclareBlockers {
		return nil
	}
	g := d.g
	var out []Block
	for _, s := range g.battlefield {
		for i := range g.combat.attackers {
			b := Block{Blocker: g.idOf(s), Attacker: g.combat.attackers[i].id}
			if g.blockPiece(d.player, d.blocks, b) == nil {
				out = append(out, b)
			}
		}
	}
	return out
}

// attackPiece checks one attacker of a declaration against the rules that
// concern it alone and the pieces already added (CR 508.1a-b).
func (g *Game) attackPiece(prev []Attack, at Attack) error {
	slot, ok := g.lookupPublic(at.Attacker)
	if !ok {
		return refuse(ErrNoObject, "508.1a", "the attacker is not on the battlefield")
	}
	name := g.objects[slot].def.Name
	if r, why := g.attackProblem(slot); r != "" {
		return attackRefusal(r, name, why)
	}
	if err := g.taxRefusal(slot, true); err != nil {
		return err
	}
	for _, p := range prev {
		if p.Attacker == at.Attacker {
			return refuse(ErrNotAllowed, "508.1a", "%s is declared twice", name)
		}
	}
	if at.Planeswalker != 0 {
		ps, ok := g.lookup(at.Planeswalker)
		if !ok || g.objects[ps].zone != zone.Battlefield || g.types(ps)&ability.Planeswalker == 0 || !g.opponents(g.objects[ps].controller, g.active) {
			return g.attackedRefused(NoPlayer, "%s can attack only a planeswalker the defending player controls", name)
		}
	} else if !g.inGame(at.Player) || !g.opponents(at.Player, g.active) {
		return g.attackedRefused(at.Player, "%s must attack the defending player or their planeswalker", name)
	}
	return nil
}

// blockPiece checks one blocker of a declaration by player p against the
// rules that concern it alone and the pieces already added (CR 509.1a-b).
func (g *Game) blockPiece(p PlayerID, prev []Block, b Block) error {
	bs, ok := g.lookupPublic(b.Blocker)
	if !ok {
		return refuse(ErrNoObject, "509.1a", "the blocker is not on the battlefield")
	}
	name := g.objects[bs].def.Name
	as, ok := g.lookup(b.Attacker)
	if !ok || g.attackerIndex(b.Attacker) < 0 {
		return refuse(ErrBadTarget, "509.1a", "%s must block an attacking creature", name)
	}
	if r, why := g.blockProblem(bs, as); r != "" {
		return blockRefusal(r, name, why)
	}
	if g.team(g.objects[bs].controller) != g.team(p) {
		return refuse(ErrNotAllowed, "802.4a", "%s is not %s's creature", name, g.playerName(p))
	}
	if err := g.taxRefusal(bs, false); err != nil {
		return err
	}
	n := 1
	for _, x := range prev {
		if x.Blocker == b.Blocker {
			return refuse(ErrNotAllowed, "509.1a", "%s can block only one creature", name)
		}
		if x.Attacker == b.Attacker {
			n++
		}
	}
	if n > maxBlockers {
		return refuse(ErrNotAllowed, "", "at most %d blockers per attacker (a limit of this engine; the rules set none)", maxBlockers)
	}
	if n > 1 && g.hasRestriction(as, ability.CantBeBlockedByMoreThanOne) {
		return refuse(ErrNotAllowed, "509.1b", "%s can't be blocked by more than one creature", g.objects[as].def.Name)
	}
	return g.menaceCompletable(p, prev, b)
}

// taxRefusal refuses a piece whose creature's controller can't pay what
// attacking (or blocking) with it costs even alone (Oppressive Rays' {3},
// CR 508.1h, 509.1d): no legal declaration holds it. Costs of several
// creatures together are checked on the whole declaration.
func (g *Game) taxRefusal(s int32, attacking bool) error {
	if g.taxGrants == 0 {
		return nil
	}
	q, n := g.combatTax([]int32{s}, attacking, false)
	if q == NoPlayer {
		return nil
	}
	if attacking {
		return refuseAlso(ErrCantPay, "508.1h", "117.3", "%s can't pay {%d} to attack with %s", g.playerName(q), n, g.objects[s].def.Name)
	}
	return refuseAlso(ErrCantPay, "509.1d", "117.3", "%s can't pay {%d} to block with %s", g.playerName(q), n, g.objects[s].def.Name)
}

// menaceCompletable refuses the piece b when, with it, some attacker with
// menace blocked by one creature could get no second blocker: no creature
// of p's team that isn't blocking yet could block it (CR 702.110b,
// 509.1b), so no legal declaration holds the pieces. Such attackers need
// a second creature each, so there must also be as many such creatures
// as attackers; both conditions are necessary, so a piece some legal
// declaration holds is never refused.
func (g *Game) menaceCompletable(p PlayerID, prev []Block, b Block) error {
	blocks := append(prev[:len(prev):len(prev)], b)
	blocking := func(id ObjectID) bool {
		return slices.ContainsFunc(blocks, func(x Block) bool { return x.Blocker == id })
	}
	team := g.team(p)
	lone := 0
	var seconds []int32 // the creatures that could be a second blocker of one
	for _, x := range blocks {
		as, ok := g.lookup(x.Attacker)
		if !ok || !g.hasKeyword(as, ability.Menace) {
			continue
		}
		n := 0
		for _, y := range blocks {
			if y.Attacker == x.Attacker {
				n++
			}
		}
		if n != 1 {
			continue
		}
		lone++
		found := false
		for _, s := range g.candidates(bodies) {
			if g.team(g.objects[s].controller) != team || blocking(g.idOf(s)) || !g.taxPayableAlone(s, false) {
				continue
			}
			if r, _ := g.blockProblem(s, as); r == "" {
				found = true
				if !slices.Contains(seconds, s) {
					seconds = append(seconds, s)
				}
			}
		}
		if !found {
			return refuseAlso(ErrNotAllowed, "702.110b", "509.1b", "%s has menace: it can't be blocked except by two or more creatures, and no other creature could block it", g.objects[as].def.Name)
		}
	}
	if len(seconds) < lone {
		return refuseAlso(ErrNotAllowed, "702.110b", "509.1b", "the creatures with menace blocked by one creature each can't all get a second blocker")
	}
	return nil
}
