package ability_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
)

// CR 605.1a: a mana ability has no target and could add mana; an ability
// that targets is not one even if it adds mana.
func TestIsManaAbility(t *testing.T) {
	tap := ability.TapForMana(mana.Red)
	require.True(t, tap.IsManaAbility())
	withTarget := ability.Activated{Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Red: 1}}}}
	require.False(t, withTarget.IsManaAbility())
	damage := ability.Activated{Effects: []ability.Effect{{Op: ability.OpDamage}}}
	require.False(t, damage.IsManaAbility())
	_, _, ok := damage.ManaOutput()
	require.False(t, ok)
	any := ability.Activated{Cost: ability.Cost{Tap: true},
		Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.AllColors, Amount: ability.N(1)}}}
	types, pain, ok := any.ManaOutput()
	require.True(t, ok)
	require.False(t, pain)
	require.Equal(t, mana.AllColors, types)
}

func TestKeywordsAndTypes(t *testing.T) {
	for _, name := range []string{"flying", "double strike", "islandwalk", "indestructible", "Hexproof"} {
		k, ok := ability.ParseKeyword(name)
		require.True(t, ok, name)
		require.Len(t, k.Names(), 1)
	}
	_, ok := ability.ParseKeyword("banding")
	require.False(t, ok)
	require.Equal(t, "flying, vigilance", (ability.Flying | ability.Vigilance).String())

	ac := ability.Artifact | ability.Creature
	require.Equal(t, "Artifact Creature", ac.String())
	require.True(t, ac.IsPermanent())
	require.False(t, ability.Instant.IsPermanent())
	require.True(t, ac.Has(ability.Creature))
	require.False(t, ac.Has(ability.Land))
	ty, ok := ability.ParseType("Planeswalker")
	require.True(t, ok)
	require.Equal(t, ability.Planeswalker, ty)
	st, ok := ability.ParseSupertype("Basic")
	require.True(t, ok)
	require.Equal(t, []string{"Basic"}, st.Names())
	require.True(t, st.Has(ability.Basic))
}

// An empty set of keywords or types is written as a list, [], as an
// empty ColorSet is, and reads back as the empty set even into a
// variable that held some.
func TestEmptySetsMarshalAsLists(t *testing.T) {
	b, err := json.Marshal(ability.Keyword(0))
	require.NoError(t, err)
	require.Equal(t, "[]", string(b))
	b, err = json.Marshal(ability.Type(0))
	require.NoError(t, err)
	require.Equal(t, "[]", string(b))
	k := ability.Flying
	require.NoError(t, json.Unmarshal([]byte("[]"), &k))
	require.Zero(t, k)
	require.False(t, ability.Flying.Has(0), "Has(0) is false, as documented")
}
