package game

import (
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
	"github.com/stretchr/testify/require"
)

// CR 605.3a: whether a painland's damage may matter changes with the
// cards on the battlefield, so the kept answer follows each change of
// them: First Response leaving makes it not matter, and coming back
// makes it matter again. A kept answer that disagrees with a fresh one
// is a VerifyCaches violation.
func TestWeightyManaFollowsTheBattlefield(t *testing.T) {
	g := autoPassUpkeep(t, card.BattlefieldForge, card.FirstResponse)
	require.True(t, g.manaAbilityMatters(0), "First Response reads the painland's damage")
	require.False(t, g.manaAbilityMatters(1), "Bob has no painland")
	require.NoError(t, g.VerifyCaches())

	g.weightyMana.any = false
	require.Error(t, g.VerifyCaches(), "a wrong kept answer is a violation")

	s := g.battlefield[len(g.battlefield)-1]
	require.Equal(t, card.FirstResponse, g.objects[s].def)
	id := g.moveObject(s, zone.Graveyard)
	require.False(t, g.manaAbilityMatters(0), "First Response left: nothing reads the damage")
	require.NoError(t, g.VerifyCaches())

	s, ok := g.lookup(id)
	require.True(t, ok)
	g.moveObject(s, zone.Battlefield)
	require.True(t, g.manaAbilityMatters(0), "First Response is back")
	require.NoError(t, g.VerifyCaches())
}
