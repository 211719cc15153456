package card_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
)

// Every card of the catalog, and every token and emblem its cards make,
// is played as its definition says.
func TestEveryCardPassesCheck(t *testing.T) {
	for _, d := range card.Default().All() {
		assert.NoError(t, d.Check(), d.Name)
		for _, made := range d.Makes() {
			assert.NoError(t, made.Check(), "%s makes %s", d.Name, made.Name)
		}
	}
}

// bolt is a sound instant: 2 damage to target creature.
func bolt() card.Definition {
	return card.Definition{Name: "Test Bolt", ManaCost: mana.MustParseCost("{R}"), Types: card.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Amount: ability.N(2)}}}}
}

// Each broken definition fails Check at the field at fault, and only
// there; the sound one it was made from passes.
func TestCheckFindsTheFieldAtFault(t *testing.T) {
	require.NoError(t, card.Define(bolt()).Check())
	spellEffect := func(e ability.Effect) card.Definition {
		d := bolt()
		d.Spell.Effects = []ability.Effect{e}
		return d
	}
	tests := []struct {
		name  string
		def   card.Definition
		field string
	}{
		{"unknown effect", spellEffect(ability.Effect{Op: 200}), "Spell.Effects[0].Op"},
		{"no effect kind", spellEffect(ability.Effect{Amount: ability.N(1)}), "Spell.Effects[0].Op"},
		{"target past the last", spellEffect(ability.Effect{Op: ability.OpDestroy, Target: 1}), "Spell.Effects[0].Target"},
		{"negative target", spellEffect(ability.Effect{Op: ability.OpDestroy, Target: -1}), "Spell.Effects[0].Target"},
		{"a field the kind doesn't read", spellEffect(ability.Effect{Op: ability.OpDraw, Amount: ability.N(1), Subject: ability.SubjectSelf}), "Spell.Effects[0].Subject"},
		{"a target for a kind that names none", spellEffect(ability.Effect{Op: ability.OpDraw, Amount: ability.N(1), Target: 1}), "Spell.Effects[0].Target"},
		{"a card found in a library put on top of it", spellEffect(ability.Effect{Op: ability.OpSearchZones, Zones: ability.SearchLibrary | ability.SearchGraveyard, Into: ability.IntoLibraryTop}), "Spell.Effects[0].Into"},
		{"a sacrificed creature's power without a sacrifice", spellEffect(ability.Effect{Op: ability.OpDamage, Amount: ability.Amount{Kind: ability.SacrificedPower}}), "Spell.Effects[0].Amount.Kind"},
		{"a creature type found onto the battlefield", spellEffect(ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1), Filter: ability.Filter{Subtype: "Goblin"}, Into: ability.IntoBattlefield}), "Spell.Effects[0].Filter.Types"},
		{"the controller searches", spellEffect(ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1), Who: ability.WhoTarget}), "Spell.Effects[0].Who"},
		{"unknown player", spellEffect(ability.Effect{Op: ability.OpDraw, Amount: ability.N(1), Who: 99}), "Spell.Effects[0].Who"},
		{"one player chooses for an unless", spellEffect(ability.Effect{Op: ability.OpUnless, Unless: ability.UnlessPayLife, Amount: ability.N(2), Who: ability.WhoEachOpponent}), "Spell.Effects[0].Who"},
		{"a token without its definition", spellEffect(ability.Effect{Op: ability.OpCreateToken, Amount: ability.N(1)}), "Spell.Effects[0].Token"},
		{"a counter the engine doesn't play", spellEffect(ability.Effect{Op: ability.OpPutCounters, Counter: "poison", Amount: ability.N(1)}), "Spell.Effects[0].Counter"},
		{"mana of nothing", spellEffect(ability.Effect{Op: ability.OpAddMana}), "Spell.Effects[0].Mana"},
		{"a fixed amount OpModify ignores", spellEffect(ability.Effect{Op: ability.OpModify, Power: 1, Amount: ability.N(2)}), "Spell.Effects[0].Amount"},
		{"an amount field its kind ignores", spellEffect(ability.Effect{Op: ability.OpDraw, Amount: ability.Amount{Kind: ability.CountPermanents, Counter: "charge"}}), "Spell.Effects[0].Amount.Counter"},
		{"unknown kind of amount", spellEffect(ability.Effect{Op: ability.OpDraw, Amount: ability.Amount{Kind: 99}}), "Spell.Effects[0].Amount.Kind"},
		{"a group field a sacrifice ignores", spellEffect(ability.Effect{Op: ability.OpSacrifice, Group: ability.Group{WithoutKeyword: ability.Flying}}), "Spell.Effects[0].Group.WithoutKeyword"},
		{"\"you may\" and a chosen permanent", spellEffect(ability.Effect{Op: ability.OpBounce, Subject: ability.SubjectChosen, Optional: true}), "Spell.Effects[0].Optional"},
		{"a fight with itself", spellEffect(ability.Effect{Op: ability.OpFight}), "Spell.Effects[0].Other"},
		{"PayMana without \"you may\"", spellEffect(ability.Effect{Op: ability.OpDamage, Amount: ability.N(2), PayMana: mana.MustParseCost("{1}")}), "Spell.Effects[0].PayMana"},
		{"a prevention to a target without its colour", spellEffect(ability.Effect{Op: ability.OpPrevent}), "Spell.Effects[0].ChooseColor"},
		{"putting targets with none", func() card.Definition {
			d := spellEffect(ability.Effect{Op: ability.OpPutOntoBattlefield})
			d.Spell.Targets = nil
			return d
		}(), "Spell.Effects[0].Op"},
		{"a set of one spec", func() card.Definition {
			d := bolt()
			d.Spell.Targets[0].Set = true
			return d
		}(), "Spell.Targets[0].Set"},
		{"X targets of two kinds", func() card.Definition {
			d := bolt()
			d.Spell.XTargets = true
			d.Spell.Targets = append(d.Spell.Targets, ability.TargetPlayer)
			return d
		}(), "Spell.Targets[1]"},
		{"each opponent discards", spellEffect(ability.Effect{Op: ability.OpDiscard, Who: ability.WhoEachOpponent, Amount: ability.N(1)}), "Spell.Effects[0].Who"},
		{"control for as long as you control", func() card.Definition {
			d := bolt()
			d.Spell.Effects = []ability.Effect{{Op: ability.OpGainControl, Duration: ability.WhileYouControlSource}}
			return d
		}(), "Spell.Effects[0].Duration"},
		{"a spell's event player", spellEffect(ability.Effect{Op: ability.OpDraw, Who: ability.WhoEventPlayer, Amount: ability.N(1)}), "Spell.Effects[0].Who"},
		{"a player's draw aimed at a creature", spellEffect(ability.Effect{Op: ability.OpDraw, Who: ability.WhoTarget, Amount: ability.N(1)}), "Spell.Effects[0].Target"},
		{"a granted attack trigger", func() card.Definition {
			d := bolt()
			d.Types, d.Subtypes, d.Spell = card.Artifact, []string{"Equipment"}, ability.Spell{}
			d.Triggered = []ability.Triggered{{Event: ability.Attacks, OfAttached: true,
				Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.N(2)}}}}
			return d
		}(), "Triggered[0].OfAttached"},
		{"unknown keyword", func() card.Definition { d := bolt(); d.Keywords = 1 << 30; return d }(), "Keywords"},
		{"unknown trigger event", func() card.Definition {
			d := bolt()
			d.Types = card.Creature
			d.Spell = ability.Spell{}
			d.Triggered = []ability.Triggered{{Effects: []ability.Effect{{Op: ability.OpDraw, Amount: ability.N(1)}}}}
			return d
		}(), "Triggered[0].Event"},
		{"a static group on itself", func() card.Definition {
			d := bolt()
			d.Types, d.Spell = card.Enchantment, ability.Spell{}
			d.Statics = []ability.Static{{Affects: ability.AffectsSelf, Group: ability.Group{Types: card.Creature}, Power: 1}}
			return d
		}(), "Statics[0].Group"},
		{"a condition field it ignores", func() card.Definition {
			d := bolt()
			d.Types, d.Spell = card.Enchantment, ability.Spell{}
			d.Statics = []ability.Static{{If: ability.Condition{Kind: ability.YouControl, Group: ability.Group{Attacking: true}}, Power: 1}}
			return d
		}(), "Statics[0].If.Group.Attacking"},
		{"a mana ability that draws", func() card.Definition {
			d := bolt()
			d.Types, d.Spell, d.ManaCost = card.Land, ability.Spell{}, mana.Cost{}
			d.Activated = []ability.Activated{ability.TapForMana(mana.Green)}
			d.Activated[0].Effects = append(d.Activated[0].Effects, ability.Effect{Op: ability.OpDraw, Amount: ability.N(1)})
			return d
		}(), "Activated[0].Effects[1].Op"},
		{"an Aura without enchant", func() card.Definition {
			d := bolt()
			d.Types, d.Subtypes, d.Spell = card.Enchantment, []string{"Aura"}, ability.Spell{}
			return d
		}(), "Enchant"},
		{"counters it enters with go on it", func() card.Definition {
			d := bolt()
			d.Types, d.Spell = card.Creature, ability.Spell{}
			d.EntersWithCounters = &ability.Effect{Op: ability.OpPutCounters, Counter: "+1/+1", Amount: ability.N(1)}
			return d
		}(), "EntersWithCounters.Subject"},
		{"a token's own fault", spellEffect(ability.Effect{Op: ability.OpCreateToken, Amount: ability.N(1),
			Token: card.Define(card.Definition{Name: "Test Token", Types: card.Creature, Keywords: 1 << 30})}), "Spell.Effects[0].Token.Keywords"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { requireFaultAt(t, tt.def, tt.field) })
	}
}

// A definition not made by Define is checked as it is; a nil one fails.
func TestCheckWithoutDefine(t *testing.T) {
	d := bolt()
	assert.NoError(t, d.Check())
	d.Spell.Effects[0].Target = 3
	assert.ErrorIs(t, d.Check(), card.ErrInvalidDefinition)
	var nothing *card.Definition
	assert.ErrorIs(t, nothing.Check(), card.ErrInvalidDefinition)
}

// NewCatalog refuses a definition that fails Check, with its index and
// the problems Check found.
func TestNewCatalogRefusesWhatCheckFinds(t *testing.T) {
	broken := bolt()
	broken.Spell.Effects[0].Target = 2
	_, err := card.NewCatalog(card.Forest, card.Define(broken))
	require.Error(t, err)
	var de *card.DefinitionError
	require.ErrorAs(t, err, &de)
	assert.Equal(t, 1, de.Index)
	assert.ErrorIs(t, err, card.ErrInvalidDefinition)
	var list card.FieldErrors
	require.True(t, errors.As(err, &list))
	assert.Equal(t, "Spell.Effects[0].Target", list[0].Field)
	assert.Equal(t, `card: invalid definition 1: card "Test Bolt": Spell.Effects[0].Target: OpDamage acts on target 2, but the ability has 1 target (0)`, err.Error())
}
