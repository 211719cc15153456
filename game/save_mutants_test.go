package game_test

// Each test saves a real game, edits its JSON where needed, and loads it:
// a check of Load, a bound, or a member a save must keep, each one that
// a change of one line in the engine had left unnoticed.

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// savesDuel returns an empty duel of Alice and Bob and put, which puts a
// card with options into a zone and returns its ID.
func savesDuel(t *testing.T) (*game.Game, func(game.PlayerID, zone.Kind, *card.Definition, game.PutOptions) game.ObjectID) {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Seed: 454, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	return g, func(p game.PlayerID, z zone.Kind, d *card.Definition, o game.PutOptions) game.ObjectID {
		id, err := g.Put(p, z, d, o)
		require.NoError(t, err)
		return id
	}
}

// islandsDuel returns Alice's main phase of turn 3 in a duel with an
// Island in each library and nothing else.
func islandsDuel(t *testing.T) *game.Game {
	t.Helper()
	g, put := savesDuel(t)
	put(0, zone.Library, card.Island, game.PutOptions{})
	put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	return g
}

// roundTripped loads data and requires the loaded game to save to the
// same bytes with the same Fingerprint (SCHEMA.md: "a loaded game has the
// same Fingerprint as the saved one").
func roundTripped(t *testing.T, g *game.Game) *game.Game {
	t.Helper()
	data := slSave(t, g)
	l, err := game.Load(bytes.NewReader(data), card.Default())
	require.NoError(t, err)
	require.Equal(t, string(data), string(slSave(t, l)))
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
	return l
}

// loadRefusedAt requires Load to refuse data as a bad save naming the
// member at path.
func loadRefusedAt(t *testing.T, data []byte, path string) {
	t.Helper()
	_, err := game.Load(bytes.NewReader(data), card.Default())
	require.Error(t, err, "Load accepted the save; want a refusal at %q", path)
	var se *game.SaveError
	require.True(t, errors.As(err, &se) && errors.Is(err, game.ErrBadSave), "%v", err)
	require.Equal(t, path, se.Path, "%v", err)
}

// CR 514.3a: when state-based actions are performed in the cleanup step,
// players get priority there, and may activate abilities. Here a Runeclaw
// Bear with two -1/-1 counters dies as the cleanup step begins (CR
// 704.5f), so Alice gets priority and activates Rummaging Goblin ({T},
// Discard a card: Draw a card); the discard cost is being paid with the
// ability on the stack (CR 602.2b). The position is reachable, so it
// saves and loads (SCHEMA.md: `cleanupPriority`; a discard decision in a
// cleanup step with a spell or ability on the stack is refused only when
// no player got priority there, load_check_state.go:45).
func TestSaveCleanupPriorityDiscardCostLoads(t *testing.T) {
	g, put := savesDuel(t)
	goblin := put(0, zone.Battlefield, card.RummagingGoblin, game.PutOptions{})
	var dying game.PutOptions
	dying.Counters[game.MinusOne] = 2
	put(0, zone.Battlefield, card.RuneclawBear, dying)
	put(0, zone.Hand, card.Island, game.PutOptions{})
	put(0, zone.Hand, card.Forest, game.PutOptions{})
	put(0, zone.Library, card.Island, game.PutOptions{})
	put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Cleanup))
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, game.DecidePriority, g.Pending().Kind, "the Bear died: Alice gets priority in the cleanup step (CR 514.3a)")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: goblin, Ability: 0}))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	roundTripped(t, g)
}

// CR 114.1, 113.1: no spell or ability of the set targets an emblem in the
// command zone, so a target that is an emblem (its ID current) was never
// chosen: Load refuses it at the stack item's targets, as it does a target
// in exile (load_check_state.go:326). Alice gets Ajani Steadfast's emblem
// (-7) and casts Lightning Strike at Bob's Bear; the save is edited to
// make the emblem the Strike's target.
func TestSaveTargetInCommandZoneRefused(t *testing.T) {
	g, put := savesDuel(t)
	var seven game.PutOptions
	seven.Counters[game.Loyalty] = 7
	ajani := put(0, zone.Battlefield, card.AjaniSteadfast, seven)
	put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	strike := put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	bear := put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	put(0, zone.Library, card.Island, game.PutOptions{})
	put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: ajani, Ability: 2}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	emblems := g.Zone(0, zone.Command)
	require.Len(t, emblems, 1, "Alice has Ajani's emblem")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: strike}.WithTargets(game.ObjectTarget(bear))))
	data := slSave(t, g)
	_, err := game.Load(bytes.NewReader(data), card.Default())
	require.NoError(t, err, "the unedited save loads")
	loadRefusedAt(t, slEdit(t, data, func(m map[string]any) {
		st := m["stack"].([]any)
		it := st[len(st)-1].(map[string]any)
		it["targets"] = []any{map[string]any{"object": uint32(emblems[0])}}
	}), "stack[0].targets")
}

// SCHEMA.md `shields?`: a regeneration shield protects one permanent
// (CR 701.13: "regenerate [permanent]"); `colors?` and `notColors?` are
// a prevention shield's, each colours of the five (CR 105.1). A shield
// added to a real save with either wrong is refused at the shield
// (shield_save.go:53, :56).
func TestSaveShieldColoursChecked(t *testing.T) {
	g, put := savesDuel(t)
	bear := put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	put(0, zone.Library, card.Island, game.PutOptions{})
	put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	data := slSave(t, g)
	with := func(sh map[string]any) []byte {
		return slEdit(t, data, func(m map[string]any) { m["shields"] = []any{sh} })
	}
	ok := with(map[string]any{"kind": "regenerate", "object": uint32(bear), "player": -1})
	_, err := game.Load(bytes.NewReader(ok), card.Default())
	require.NoError(t, err, "a regeneration shield on the Bear loads")
	ok = with(map[string]any{"kind": "prevent", "object": 0, "player": -1, "notColors": []any{"W"}})
	_, err = game.Load(bytes.NewReader(ok), card.Default())
	require.NoError(t, err, "a prevention shield against creatures of no white loads")
	t.Run("regeneration shield with notColors", func(t *testing.T) {
		loadRefusedAt(t, with(map[string]any{"kind": "regenerate", "object": uint32(bear), "player": -1, "notColors": []any{"W"}}), "shields[0]")
	})
	t.Run("notColors of colourless, no colour (CR 105.1, 105.2c)", func(t *testing.T) {
		loadRefusedAt(t, with(map[string]any{"kind": "prevent", "object": 0, "player": -1, "notColors": []any{"C"}}), "shields[0]")
	})
}

// jsonInt reads a JSON number of an edited save.
func jsonInt(t *testing.T, v any) int64 {
	t.Helper()
	if v == nil {
		return 0
	}
	n, err := v.(json.Number).Int64()
	require.NoError(t, err)
	return n
}

// SCHEMA.md `timestamp`: "the last timestamp given (CR 613.6); no object
// or effect has a later one"; `onceTurn?`/`playTurn?` are never after the
// current turn ("no `onceTurn` or `playTurn` is after the current turn").
// One past the bound is refused, naming the object's member
// (load_check.go:54, :129, :131).
func TestSaveOnePastTheBoundRefused(t *testing.T) {
	g, put := savesDuel(t)
	put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	put(0, zone.Exile, card.Island, game.PutOptions{})
	put(0, zone.Library, card.Island, game.PutOptions{})
	put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	data := slSave(t, g)
	obj := func(m map[string]any, s int) map[string]any { return m["objects"].([]any)[s].(map[string]any) }
	t.Run("timestamp after the game's last", func(t *testing.T) {
		loadRefusedAt(t, slEdit(t, data, func(m map[string]any) {
			obj(m, 0)["timestamp"] = jsonInt(t, m["timestamp"]) + 1
		}), "objects[0].timestamp")
	})
	for _, at := range []int{3, 4} {
		edited := slEdit(t, data, func(m map[string]any) { obj(m, 0)["onceTurn"] = at })
		_, err := game.Load(bytes.NewReader(edited), card.Default())
		if at == 3 {
			require.NoError(t, err, "activated once this turn (turn 3) loads")
			continue
		}
		loadRefusedAt(t, edited, "objects[0].onceTurn")
	}
	for _, at := range []int{3, 4} {
		edited := slEdit(t, data, func(m map[string]any) {
			obj(m, 1)["playTurn"] = at
			m["counts"].(map[string]any)["exileCastable"] = 1 // the Island in exile may be played
		})
		_, err := game.Load(bytes.NewReader(edited), card.Default())
		if at == 3 {
			require.NoError(t, err, "playable from exile this turn (turn 3) loads")
			continue
		}
		loadRefusedAt(t, edited, "objects[1].playTurn")
	}
}

// SCHEMA.md `pending`: "`trigger order` with `count` equal to the number
// of the player's waiting triggers" — and a trigger-order decision orders
// at least one (CR 603.3b: the player puts the abilities on the stack in
// any order; with none waiting there is nothing to order). A priority
// save edited to a trigger-order decision of count 0 with no trigger
// waiting is refused at pending.count (load_check.go:168).
func TestSaveTriggerOrderOfNothingRefused(t *testing.T) {
	g, put := savesDuel(t)
	put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	put(0, zone.Library, card.Island, game.PutOptions{})
	put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	loadRefusedAt(t, slEdit(t, slSave(t, g), func(m map[string]any) {
		m["pending"] = map[string]any{"kind": "trigger order", "player": 0, "count": 0}
	}), "pending.count")
}

// Satyr Wayfinder's enters trigger reveals the top four cards of its
// controller's library: Alice decides what to take (a take-revealed
// decision of count 4). SCHEMA.md `pending`: "`pick`, `search`, `color`
// for the resolving ability's controller ... with `count` the cards the
// effect looks at (`pick`, `take revealed`)". Load refuses the decision
// given to Bob (whose library has four cards too), and a count of more
// cards than the library holds, at `pending` (load_check.go:191).
func TestSaveTakeRevealedChecked(t *testing.T) {
	g, put := savesDuel(t)
	put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	satyr := put(0, zone.Hand, card.SatyrWayfinder, game.PutOptions{})
	for range 4 {
		put(0, zone.Library, card.Forest, game.PutOptions{})
		put(1, zone.Library, card.Island, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: satyr}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.Decision{Kind: game.DecideTakeRevealed, Player: 0, Count: 4}, g.Pending())
	data := slSave(t, g)
	_, err := game.Load(bytes.NewReader(data), card.Default())
	require.NoError(t, err, "the unedited save loads")
	t.Run("decided by the other player", func(t *testing.T) {
		loadRefusedAt(t, slEdit(t, data, func(m map[string]any) { m["pending"].(map[string]any)["player"] = 1 }), "pending")
	})
	t.Run("more cards than the library", func(t *testing.T) {
		loadRefusedAt(t, slEdit(t, data, func(m map[string]any) { m["pending"].(map[string]any)["count"] = 5 }), "pending")
	})
}

// blockedDuel: Alice's Centaur Courser attacks Bob, who blocks it with
// Runeclaw Bear and Walking Corpse; Alice orders the blockers (CR 509.2).
func blockedDuel(t *testing.T, declare bool) *game.Game {
	g, put := savesDuel(t)
	cc := put(0, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	b1 := put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	b2 := put(1, zone.Battlefield, card.WalkingCorpse, game.PutOptions{})
	put(0, zone.Library, card.Island, game.PutOptions{})
	put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: cc, Player: 1}}}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.Decision{Kind: game.DecideBlockers, Player: 1}, g.Pending())
	if declare {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1,
			Blockers: []game.Block{{Blocker: b1, Attacker: cc}, {Blocker: b2, Attacker: cc}}}))
		require.Equal(t, game.Decision{Kind: game.DecideDamageOrder, Player: 0}, g.Pending())
	}
	return g
}

// SCHEMA.md `pending`: "`blockers` only in the declare blockers step, for
// a player other than the active player (a defending player)" (CR 509.1:
// the defending player declares blockers). Given to the attacking player
// it is refused at `pending` (load_check.go:216).
func TestSaveBlockersByTheActivePlayerRefused(t *testing.T) {
	data := slSave(t, blockedDuel(t, false))
	loadRefusedAt(t, slEdit(t, data, func(m map[string]any) { m["pending"].(map[string]any)["player"] = 0 }), "pending")
}

// An index one past the end names nothing: a targets decision's count is
// an index into `triggers`, a damage-order decision's into
// `combat.attackers` (SCHEMA.md `pending.count`). Load refuses both at
// pending.count without panicking ("Load never panics";
// load_check.go:248, :297).
func TestSaveDecisionIndexOnePastTheEndRefused(t *testing.T) {
	t.Run("targets of a trigger not waiting", func(t *testing.T) {
		data := slSave(t, blockedDuel(t, false))
		refusedAtNoPanic(t, slEdit(t, data, func(m map[string]any) {
			m["pending"] = map[string]any{"kind": "targets", "player": 0, "count": 0}
		}), "pending.count")
	})
	t.Run("damage order of attacker 1 of 1", func(t *testing.T) {
		data := slSave(t, blockedDuel(t, true))
		refusedAtNoPanic(t, slEdit(t, data, func(m map[string]any) { m["pending"].(map[string]any)["count"] = 1 }), "pending.count")
	})
}

func refusedAtNoPanic(t *testing.T, data []byte, path string) {
	t.Helper()
	defer func() {
		if v := recover(); v != nil {
			t.Errorf("Load panicked: %v", v)
		}
	}()
	loadRefusedAt(t, data, path)
}

// The Chain Veil (CR 606.3 as modified by the card): "For each
// planeswalker you control, you may activate one of its loyalty abilities
// once this turn as though none of its loyalty abilities had been
// activated this turn". SCHEMA.md `players[i].loyaltyBonus?`: this turn's
// effects that let each planeswalker activate a loyalty ability once
// more. Alice activates Ajani Steadfast's +1, then the Veil: a save and
// load keeps the extra activation (save.go:168).
func TestSaveChainVeilBonusSurvivesSaveAndLoad(t *testing.T) {
	g, put := savesDuel(t)
	ajani := put(0, zone.Battlefield, card.AjaniSteadfast, game.PutOptions{})
	veil := put(0, zone.Battlefield, card.TheChainVeil, game.PutOptions{})
	for range 4 {
		put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	}
	put(0, zone.Library, card.Island, game.PutOptions{})
	put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: ajani, Ability: 0}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: veil, Ability: 0}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	again := game.Action{Kind: game.ActActivate, Player: 0, Object: ajani, Ability: 0}
	require.NoError(t, g.Clone().Apply(again), "the Veil lets Ajani activate once more")
	h := roundTripped(t, g)
	require.NoError(t, h.Apply(again), "and so does the loaded game")
}

// CR 800.4a: when a player leaves a multiplayer game, the cards they own
// leave with them; cards from their hand or library left unseen.
// SCHEMA.md `objects[slot].leftHidden?`: "a card ... in zone `none` that
// left the game with its owner from their hand or library, so that no
// player learned which card it was". Carol concedes with a card in hand;
// the save says so, and save → load → save is identical (save.go:180).
func TestSaveLeftHiddenSurvivesSaveAndLoad(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Seed: 454, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	put := func(p game.PlayerID, z zone.Kind, d *card.Definition) {
		_, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
	}
	put(0, zone.Battlefield, card.RuneclawBear)
	put(2, zone.Hand, card.LightningStrike)
	for p := game.PlayerID(0); p < 3; p++ {
		put(p, zone.Library, card.Island)
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.False(t, g.Over())
	data := slSave(t, g)
	require.Contains(t, string(data), `"leftHidden":true`)
	roundTripped(t, g)
}

// CR 706.2, SCHEMA.md `copies[i].left?`: a copy that left the battlefield
// keeps its record "while its abilities may still be on the stack".
// Endless Obedience returns Alice's Mercurial Pretender, which enters as
// a copy of her Selfless Cathar; she sacrifices the Pretender for the
// Cathar's ability ({1}{W}, Sacrifice: creatures you control get +1/+1
// until end of turn). With the ability on the stack the game saves and
// loads, Fingerprint equal (copy_save.go:32).
func TestSaveCopyThatLeftSurvivesSaveAndLoad(t *testing.T) {
	g, put := savesDuel(t)
	cathar := put(0, zone.Battlefield, card.SelflessCathar, game.PutOptions{})
	var swamps []game.ObjectID
	for range 6 {
		swamps = append(swamps, put(0, zone.Battlefield, card.Swamp, game.PutOptions{}))
	}
	put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	obedience := put(0, zone.Hand, card.EndlessObedience, game.PutOptions{})
	pretender := put(0, zone.Graveyard, card.MercurialPretender, game.PutOptions{})
	put(0, zone.Library, card.Swamp, game.PutOptions{})
	put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	for _, sw := range swamps { // the Swamps pay for Obedience, the Plains stay for the Cathar
		require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: sw}))
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: obedience}.WithTargets(game.ObjectTarget(pretender))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: cathar}))
	for g.Pending().Kind != game.DecidePriority {
		t.Fatalf("pending %+v", g.Pending())
	}
	bf := g.Zone(0, zone.Battlefield)
	copyID := bf[len(bf)-1]
	o, ok := g.Object(copyID)
	require.True(t, ok)
	require.Equal(t, "Selfless Cathar", o.Card.Name, "the Pretender entered as a copy of the Cathar")
	err := g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: copyID, Ability: 0})
	require.NoError(t, err)
	require.Equal(t, 1, g.StackLen())
	roundTripped(t, g)
}

// SCHEMA.md `copies[i]`: "`with` (the cards whose copy exceptions apply,
// in order, each a card that enters as a copy; the last is the
// permanent's own card, CR 706.9a)". A copy record added for a Runeclaw
// Bear (a card that doesn't enter as a copy) whose `with` ends with
// Mercurial Pretender is refused at copies[0].with (copy_save.go:70).
func TestSaveCopyWithMustEndWithOwnCard(t *testing.T) {
	g, put := savesDuel(t)
	bear := put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	put(0, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	put(0, zone.Library, card.Island, game.PutOptions{})
	put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	loadRefusedAt(t, slEdit(t, slSave(t, g), func(m map[string]any) {
		m["copies"] = []any{map[string]any{"object": uint32(bear), "base": "Centaur Courser", "with": []any{"Mercurial Pretender"}}}
	}), "copies[0].with")
}

// A value of the wrong type is named by its path (SCHEMA.md "Errors": a
// SaveError's Path is "a JSON path such as `objects[12].zone`"), also
// when the wrong value is an object or an array (load_json_path.go:61).
func TestSaveWrongTypeObjectOrArrayNamed(t *testing.T) {
	g := islandsDuel(t)
	data := slSave(t, g)
	for _, v := range []any{map[string]any{}, []any{20}} {
		loadRefusedAt(t, slEdit(t, data, func(m map[string]any) {
			m["players"].([]any)[1].(map[string]any)["life"] = v
		}), "players[1].life")
		loadRefusedAt(t, slEdit(t, data, func(m map[string]any) {
			m["startCards"] = []any{0, v}
		}), "startCards[1]")
	}
}

// SCHEMA.md `pending`: "`blockers` only in the declare blockers step"
// (CR 509.1: blockers are declared as that step begins). A save in the
// combat damage step, with the Courser blocked, edited to a blockers
// decision of Bob's is refused for the decision, at `pending`
// (load_check.go:216), not for the block, which is right in that step
// (load_check_combat.go:100 only concerns the declare blockers step).
func TestSaveBlockersDecisionAfterItsStepNamesPending(t *testing.T) {
	data := slSave(t, blockedDuel(t, true))
	loadRefusedAt(t, slEdit(t, data, func(m map[string]any) {
		m["step"] = "damage"
		m["pending"] = map[string]any{"kind": "blockers", "player": 1}
	}), "pending")
}

// SCHEMA.md `players[i]`: "`loyaltyBonus?` (0..255 ...)". 256 is refused
// at the member rather than read as 0 (load.go:613).
func TestSaveLoyaltyBonusRange(t *testing.T) {
	g := islandsDuel(t)
	loadRefusedAt(t, slEdit(t, slSave(t, g), func(m map[string]any) {
		m["players"].([]any)[0].(map[string]any)["loyaltyBonus"] = 256
	}), "players[0].loyaltyBonus")
}

// SCHEMA.md `objects[slot].enteredUnder?`: "on the battlefield, the
// player under whose control it entered (CR 110.2) when not its owner;
// absent: its owner". Naming the owner, or a card off the battlefield,
// is refused at the member (load.go:427).
func TestSaveEnteredUnderChecked(t *testing.T) {
	g, put := savesDuel(t)
	put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	put(0, zone.Library, card.Island, game.PutOptions{})
	put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	data := slSave(t, g)
	obj := func(m map[string]any, s int) map[string]any { return m["objects"].([]any)[s].(map[string]any) }
	t.Run("its owner", func(t *testing.T) {
		loadRefusedAt(t, slEdit(t, data, func(m map[string]any) { obj(m, 0)["enteredUnder"] = 0 }), "objects[0].enteredUnder")
	})
	t.Run("a card in a library", func(t *testing.T) {
		loadRefusedAt(t, slEdit(t, data, func(m map[string]any) { obj(m, 1)["enteredUnder"] = 1 }), "objects[1].enteredUnder")
	})
}

// SCHEMA.md ranges, one past the end each refused at its member:
// `passes` 0..players−1 (CR 117.4: with every player passing in
// succession the top item resolves, so no more passes are counted),
// `combat.attackers[i].ordered` 0..number of blockers (CR 509.2), and
// `resolution.stage` 0..4 (load_state.go:195, :478, :420).
func TestSaveRangesOnePastTheEnd(t *testing.T) {
	data := slSave(t, blockedDuel(t, true))
	t.Run("passes", func(t *testing.T) {
		loadRefusedAt(t, slEdit(t, data, func(m map[string]any) { m["passes"] = 2 }), "passes")
	})
	t.Run("ordered", func(t *testing.T) {
		loadRefusedAt(t, slEdit(t, data, func(m map[string]any) {
			m["combat"].(map[string]any)["attackers"].([]any)[0].(map[string]any)["ordered"] = 3
		}), "combat.attackers[0].ordered")
	})
	t.Run("stage", func(t *testing.T) {
		loadRefusedAt(t, slEdit(t, data, func(m map[string]any) { m["resolution"].(map[string]any)["stage"] = 5 }), "resolution.stage")
	})
}
