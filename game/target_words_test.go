package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 114.3: the same object can be chosen once for each instance of the
// word "target". "Put a +1/+1 counter on target creature. Put a +1/+1
// counter on target creature. Test Grow deals 3 damage to target
// creature": three words (the later two TargetSpec.OwnWord), so one
// Runeclaw Bear may be all three, and it survives as a 4/4 with 3
// damage. Without OwnWord the equal specs are one word or "another
// target", and the same Bear twice is refused, as before.
func TestTargetWordsOfTheirOwnMayNameOneObject(t *testing.T) {
	second := ability.TargetCreature
	second.OwnWord = true
	effects := []ability.Effect{
		{Op: ability.OpPutCounters, Counter: "+1/+1", Amount: ability.N(1)},
		{Op: ability.OpPutCounters, Target: 1, Counter: "+1/+1", Amount: ability.N(1)},
		{Op: ability.OpDamage, Target: 2, Amount: ability.N(3)},
	}
	for _, own := range []bool{true, false} {
		spec := ability.TargetCreature
		if own {
			spec = second
		}
		g, put := emptyDuel(t, 1)
		spell := put(0, zone.Hand, instant("Test Grow and Test", []ability.TargetSpec{ability.TargetCreature, spec, spec}, effects...))
		bear := put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
		require.NoError(t, g.Start(3, 0, game.Main1))
		listed := false
		for _, a := range g.LegalActions(nil) {
			if a.Kind == game.ActCast && a.NumTargets == 3 && a.Targets[0] == game.ObjectTarget(bear) && a.Targets[1] == game.ObjectTarget(bear) && a.Targets[2] == game.ObjectTarget(bear) {
				listed = true
			}
		}
		require.Equal(t, own, listed, "the listing offers the Bear thrice only for three words")
		if !own {
			err := g.Cast(0, spell, game.ObjectTarget(bear), game.ObjectTarget(bear), game.ObjectTarget(bear))
			require.ErrorIs(t, err, game.ErrIllegal)
			require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "a refused cast changes nothing")
			continue
		}
		castAndPass(t, g, spell, game.ObjectTarget(bear), game.ObjectTarget(bear), game.ObjectTarget(bear))
		o, ok := g.Object(bear)
		require.True(t, ok, "a 4/4 with 3 damage survives")
		require.Equal(t, 4, o.Power)
		require.Equal(t, 3, o.Damage)
		require.NoError(t, g.CheckInvariants())
	}
}
