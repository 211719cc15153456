package scenario

import (
	"fmt"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// resolve passes priority in turn until the item now on top of the stack
// has left it, stopping early at any decision other than priority.
func (r *runner) resolve(at Pos) error {
	st := r.g.Stack()
	if len(st) == 0 {
		if d := r.g.Pending(); d.Kind != game.DecidePriority && d.Kind != game.DecideNone {
			// Triggered abilities waiting for their order (CR 603.3b), say,
			// are not on the stack yet: say what the game waits for.
			return fail(at, nil, "resolve: the stack is empty; the game waits for a decision first: %s", r.g.Prompt(game.English))
		}
		// Nothing to resolve: the line does nothing, as when every
		// player has passed the last item away (a file's extra resolve
		// after a counterspell took the spell it counters with it).
		return nil
	}
	serial := st[0].Serial
	for i := 0; i < maxDriveActions; i++ {
		if !onStack(r.g, serial) || r.g.Over() {
			return nil
		}
		d := r.g.Pending()
		if d.Kind != game.DecidePriority {
			return nil
		}
		if err := r.apply(at, game.Action{Kind: game.ActPass, Player: d.Player}); err != nil {
			return err
		}
	}
	return fail(at, nil, "resolve: the item never left the stack")
}

func onStack(g *game.Game, serial uint32) bool {
	for _, e := range g.Stack() {
		if e.Serial == serial {
			return true
		}
	}
	return false
}

// gotoStep passes (declaring no attackers or blockers) until the next
// start of the step asked for, and stops at its first decision.
func (r *runner) gotoStep(st *GotoStmt) error {
	at := st.At
	want := game.Step(st.Step - 1)
	who := game.NoPlayer
	if st.Player != "" {
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		who = p
	}
	// The window counts the players (teams) in the game as the line
	// begins: one who leaves on the way still takes the turns before.
	startTurn, teams := r.g.Turn(), r.teams()
	what := st.Step.String()
	if st.Player != "" {
		what = st.Player + " " + what
	}
	if st.Turn != 0 {
		what = fmt.Sprintf("turn %d %s", st.Turn, what)
	}
	if st.Turn != 0 && st.Turn < startTurn {
		return fail(at, nil, "goto turn %d %s: turn %d is over (this is turn %d)", st.Turn, st.Step, st.Turn, startTurn)
	}
	for i := 0; i < maxDriveActions; i++ {
		if r.g.Over() {
			return fail(at, nil, "goto %s: the game ended first", what)
		}
		d := r.g.Pending()
		var a game.Action
		switch d.Kind {
		case game.DecidePriority:
			a = game.Action{Kind: game.ActPass, Player: d.Player}
		case game.DecideAttackers:
			a = game.Action{Kind: game.ActDeclareAttackers, Player: d.Player}
		case game.DecideBlockers:
			a = game.Action{Kind: game.ActDeclareBlockers, Player: d.Player}
		default:
			var ok bool
			if a, ok = r.alikeOrder(); !ok {
				return fail(at, nil, "goto %s: the game asks %s of %s first", what, d.Kind, r.g.PlayerName(d.Player))
			}
		}
		r.g.ClearEvents()
		turn := r.g.Turn()
		if err := r.g.Apply(a); err != nil {
			if none := noneDeclared[d.Kind]; none != "" {
				// A creature that must attack (block) if able (CR
				// 508.1d, 509.1c): goto declares none, so the file must.
				return fail(at, err, "goto %s: on the way, %s can't declare %s: the engine refused: %v; goto that step and declare them",
					what, r.g.PlayerName(d.Player), none, err)
			}
			return fail(at, err, "the engine refused: %v", err)
		}
		if err := r.verifyCaches(at); err != nil {
			return err
		}
		for _, e := range r.g.Events() {
			if e.Kind == game.EventTurnBegin {
				turn = e.Amount
				if turn > startTurn+teams {
					break // one pass can end a turn and reach the next one's upkeep
				}
			}
			if e.Kind == game.EventStep && e.Step == want &&
				(who == game.NoPlayer || r.g.Team(e.Player) == r.g.Team(who)) && (st.Turn == 0 || turn == st.Turn) {
				return nil
			}
		}
		if n := teams; r.g.Turn() > startTurn+n {
			return fail(at, nil, "goto %s: not reached within %d turns", what, n)
		}
	}
	return fail(at, nil, "goto %s: not reached", what)
}

// noneDeclared names the declaration goto makes for each kind of
// declaration it answers.
var noneDeclared = map[game.DecisionKind]string{
	game.DecideAttackers: "no attackers",
	game.DecideBlockers:  "no blockers",
}

// teams counts the players (teams) still in the game: goto gives up
// after as many turns.
func (r *runner) teams() int {
	n := 0
	for p := range r.players {
		q := game.PlayerID(p)
		if !r.g.Lost(q) && r.g.Team(q) == q {
			n++
		}
	}
	return max(n, 2)
}

// teamCandidates lists the objects matching ref in zone z of p and, in
// Two-Headed Giant, of p's teammate: the team declares attacks and
// blocks together (CR 805.10b, 805.10d).
func (r *runner) teamCandidates(ref string, p game.PlayerID, z zone.Kind) []game.ObjectID {
	out := r.candidates(ref, p, z)
	for q := range r.players {
		if mate := game.PlayerID(q); mate != p && r.g.Team(mate) == r.g.Team(p) {
			out = append(out, r.candidates(ref, mate, z)...)
		}
	}
	return out
}

// soleOpponent returns p's only opponent still in the game: the player a
// creature attacks when the line names none.
func (r *runner) soleOpponent(at Pos, p game.PlayerID) (game.PlayerID, error) {
	opp := game.NoPlayer
	for q := range r.players {
		if r.g.Opponents(p, game.PlayerID(q)) && !r.g.Lost(game.PlayerID(q)) {
			if opp != game.NoPlayer {
				return game.NoPlayer, fail(at, nil, "attack: %s has several opponents: name the attacked player or planeswalker (REF -> P)", r.players[p])
			}
			opp = game.PlayerID(q)
		}
	}
	return opp, nil
}

// notAsked reports whether a bare declaration (`attack`, `block`: none)
// by a player who takes part (declarer) is what the game did in step: it
// is that step, no declaration is pending, and none was asked because no
// creature could attack or block, so none were declared.
func (r *runner) notAsked(step game.Step, kind game.DecisionKind, declarer bool) bool {
	return declarer && r.g.Step() == step && r.g.Pending().Kind != kind && !r.g.Over() &&
		(step == game.DeclareBlockers || len(r.g.Attackers()) == 0)
}

// attack declares attackers: each REF is the first matching creature of
// the player (or their team) that can attack and is not yet declared.
func (r *runner) attack(st *AttackStmt) error {
	at := st.At
	p, err := r.player(at, st.Player)
	if err != nil {
		return err
	}
	if len(st.Attacks) == 0 && r.notAsked(game.DeclareAttackers, game.DecideAttackers, r.g.Team(p) == r.g.Team(r.g.ActivePlayer())) {
		return nil // no creature could attack: none were declared (CR 508.8)
	}
	a := game.Action{Kind: game.ActDeclareAttackers, Player: p}
	used := map[game.ObjectID]bool{}
	for _, decl := range st.Attacks {
		cands := r.teamCandidates(decl.Attacker, p, zone.Battlefield)
		if len(cands) == 0 {
			// Another player's creature, or a card elsewhere: the engine
			// says why it can't attack (a "!" line expects that).
			id, err := r.uniqueByZone(at, decl.Attacker)
			if err != nil {
				return fail(at, nil, "no %q controlled by %s%s", decl.Attacker, st.Player, r.nameHint(decl.Attacker))
			}
			cands = []game.ObjectID{id}
		}
		pick := game.ObjectID(0)
		for _, c := range cands {
			if !used[c] && r.g.CanAttack(c) {
				pick = c
				break
			}
		}
		if pick == 0 {
			for _, c := range cands {
				if !used[c] {
					pick = c // the engine will say why it can't attack
					break
				}
			}
		}
		if pick == 0 {
			pick = cands[0]
		}
		used[pick] = true
		atk := game.Attack{Attacker: pick}
		if decl.Defender == "" {
			if atk.Player, err = r.soleOpponent(at, p); err != nil {
				return err
			}
		} else {
			if q, err := r.player(at, decl.Defender); err == nil {
				atk.Player = q
			} else {
				pw, err := r.defendingPlaneswalker(at, p, decl.Defender)
				if err != nil {
					return err
				}
				atk.Player, atk.Planeswalker = game.NoPlayer, pw
			}
		}
		a.Attackers = append(a.Attackers, atk)
	}
	return r.apply(at, a)
}

// teamBlocks returns the one combined block of a Two-Headed Giant team
// (CR 805.10d) when b is followed by the teammate's block line, the
// team's players declaring in seat order; otherwise nil.
func (r *runner) teamBlocks(b *BlockStmt, next Statement) *BlockStmt {
	nb, ok := next.(*BlockStmt)
	if !ok || r.g.Variant() != game.TwoHeadedGiant {
		return nil
	}
	p, err1 := r.player(b.At, b.Player)
	q, err2 := r.player(nb.At, nb.Player)
	if err1 != nil || err2 != nil || p == q || r.g.Team(p) != r.g.Team(q) {
		return nil
	}
	// The declaration is made at the second line, where it is whole, so a
	// refusal of it is reported there; a pair's own mistake (a creature
	// that isn't there) at the line that names it.
	blocks := append([]Block(nil), b.Blocks...)
	for i := range blocks {
		if blocks[i].at == (Pos{}) {
			blocks[i].at = b.At
		}
	}
	blocks = append(blocks, nb.Blocks...)
	return &BlockStmt{Node: nb.Node, Player: b.Player, Blocks: blocks}
}

// block declares blockers: each pair names the first matching creature of
// the blocking player and the first matching attacking creature that it
// can block (one attacking another player in a free-for-all, or one that
// can't be blocked, is passed over); with none, the first matching ones,
// for the engine to refuse.
func (r *runner) block(st *BlockStmt) error {
	at := st.At
	p, err := r.player(at, st.Player)
	if err != nil {
		return err
	}
	if len(st.Blocks) == 0 && !r.g.Lost(p) && r.notAsked(game.DeclareBlockers, game.DecideBlockers, r.g.Team(p) != r.g.Team(r.g.ActivePlayer())) {
		return nil // no creature could block: none were declared
	}
	if d := r.g.Pending(); len(st.Blocks) == 0 && !r.g.Lost(p) && r.g.Step() == game.DeclareBlockers && d.Kind == game.DecideBlockers &&
		r.g.Team(d.Player) != r.g.Team(p) && r.g.Team(p) != r.g.Team(r.g.ActivePlayer()) && !r.g.CouldBlock(p) {
		return nil // another defending player is asked; p never is (CR 802.4)
	}
	a := game.Action{Kind: game.ActDeclareBlockers, Player: p}
	used := map[game.ObjectID]bool{}
	for _, decl := range st.Blocks {
		at := at
		if decl.at != (Pos{}) {
			at = decl.at
		}
		var matching []game.ObjectID
		for _, id := range r.g.Attackers() {
			if r.matches(decl.Attacker, id) {
				matching = append(matching, id)
			}
		}
		cands := r.teamCandidates(decl.Blocker, p, zone.Battlefield)
		// The first creature of the name that can block an attacker of
		// the other name, and the first such attacker it can block.
		var pick, attacker game.ObjectID
	pair:
		for _, c := range cands {
			if used[c] {
				continue
			}
			for _, id := range matching {
				if r.g.CanBlock(c, id) {
					pick, attacker = c, id
					break pair
				}
			}
		}
		if attacker == 0 && len(matching) > 0 {
			attacker = matching[0] // no legal pair: the engine refuses (a "!" line)
		}
		if attacker == 0 {
			// A creature that isn't attacking: the engine refuses the
			// block (CR 509.1a; a "!" line expects that).
			id, err := r.uniqueByZone(at, decl.Attacker)
			if err != nil {
				return fail(at, nil, "no attacking creature %q", decl.Attacker)
			}
			attacker = id
		}
		if len(cands) == 0 {
			id, err := r.uniqueByZone(at, decl.Blocker)
			if err != nil {
				return fail(at, nil, "no %q controlled by %s%s", decl.Blocker, st.Player, r.nameHint(decl.Blocker))
			}
			cands = []game.ObjectID{id}
		}
		if pick == 0 {
			for _, c := range cands {
				if !used[c] && r.g.CanBlock(c, attacker) {
					pick = c
					break
				}
			}
		}
		if pick == 0 {
			pick = cands[0]
		}
		used[pick] = true
		a.Blockers = append(a.Blockers, game.Block{Blocker: pick, Attacker: attacker})
	}
	return r.apply(at, a)
}

// defendingPlaneswalker resolves the planeswalker an attacker of p's
// attacks: by zone (uniqueByZone), or, when two permanents share its name,
// the one permanent of that name an opponent controls.
func (r *runner) defendingPlaneswalker(at Pos, p game.PlayerID, ref string) (game.ObjectID, error) {
	pw, err := r.uniqueByZone(at, ref)
	if err == nil {
		return pw, nil
	}
	var found []game.ObjectID
	for q := range r.players {
		if r.g.Team(game.PlayerID(q)) != r.g.Team(p) {
			found = append(found, r.candidates(ref, game.PlayerID(q), zone.Battlefield)...)
		}
	}
	if len(found) == 1 {
		return found[0], nil
	}
	return 0, err
}
