package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// spellTargets returns the target specs of spell d cast with X = x. A
// spell with "X target ..." (Spell.XTargets) has exactly X targets: X is
// announced before the targets are chosen (CR 601.2b–c), so the first X
// of its specs apply; the engine keeps at most stack.MaxTargets targets
// on an item, so X can't exceed how many specs it has.
func spellTargets(d *card.Definition, x int) ([]ability.TargetSpec, error) {
	if !d.Spell.XTargets {
		return d.Spell.Targets, nil
	}
	if x > len(d.Spell.Targets) {
		return nil, refuseField(ErrNotAllowed, "X", "", "X=%d for %s: at most %d targets (a limit of this engine; the rules set none)", x, d.Name, len(d.Spell.Targets))
	}
	return d.Spell.Targets[:max(x, 0)], nil
}

// spellTargetsOrNone is spellTargets for listing: an X too large for the
// targets gives ok false.
func spellTargetsOrNone(d *card.Definition, x int) ([]ability.TargetSpec, bool) {
	specs, err := spellTargets(d, x)
	return specs, err == nil
}

// putTargetsOntoBattlefield carries out OpPutOntoBattlefield: the cards
// chosen for the resolving spell's targets that are still legal and in a
// graveyard enter the battlefield under ctrl's control together
// (CR 110.2a, 608.2b).
func (g *Game) putTargetsOntoBattlefield(ctrl PlayerID) {
	var buf [8]int32
	set := buf[:0]
	it := &g.res.item
	for i := 0; i < int(it.NumTargets); i++ {
		t, ok := g.effectTarget(&ability.Effect{Target: i})
		if !ok || t.IsPlayer() {
			continue
		}
		if s, ok := g.lookup(ObjectID(t.Object)); ok && g.objects[s].zone == zone.Graveyard {
			set = append(set, s)
		}
	}
	g.enterTogether(set, ctrl)
}

// legalTargetCount counts the different players and objects that are
// legal targets for spec, stopping at upTo: an "X target" spell needs X
// of them (CR 601.2c, 114.3).
func (g *Game) legalTargetCount(spec *ability.TargetSpec, p PlayerID, source ObjectID, upTo int) int {
	n := 0
	for q := 0; q < len(g.players) && n < upTo; q++ {
		if g.targetLegal(spec, PlayerTarget(PlayerID(q)), p, source) {
			n++
		}
	}
	for s := 0; s < len(g.objects) && n < upTo; s++ {
		if g.objects[s].zone != nowhere && g.targetLegal(spec, ObjectTarget(g.idOf(int32(s))), p, source) {
			n++
		}
	}
	return n
}
