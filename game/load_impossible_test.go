package game_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Saves of real games, each edited into a position no game can reach,
// which the engine then played wrongly (testdata/saves/impossible): Load
// refuses each, naming the member at fault.
func TestLoadRefusesImpossiblePositions(t *testing.T) {
	for name, member := range map[string]string{
		"h432_001_blocker_listed_twice.json":                   "combat.attackers[0].blockers[1]", // CR 509.1a
		"h432_002_one_creature_blocks_two.json":                "combat.attackers[1].blockers[0]", // CR 509.1a
		"h432_003a_third_player_blocks_3p.json":                "combat.attackers[0].blockers[0]", // CR 802.4a
		"h432_003b_third_player_blocks_4p.json":                "combat.attackers[2].blockers[0]", // CR 802.4a
		"h432_003c_planeswalker_defending_mismatch.json":       "combat.attackers[0].defending",   // CR 508.5
		"h432_004a_sbadirty_attacker_of_defender.json":         "combat.attackers[0].id",          // CR 506.4
		"h432_004b_sbadirty_own_creature_blocks.json":          "combat.attackers[0].blockers[0]", // CR 509.1a
		"h432_005a_dealtfirst_before_damage.json":              "combat.attackers[0].dealtFirst",  // CR 510.4
		"h432_005b_firstdealt_before_damage.json":              "combat.firstDealt",               // CR 510.4
		"h432_006_2hg_half_team_left.json":                     "players[1].lost",                 // CR 810.8a
		"h432_007a_turn1_not_starter_duel.json":                "opening.starter",                 // CR 103.7a
		"h432_007b_turn1_starter_odd_seat_2hg.json":            "opening.starter",                 // CR 103.7a
		"h432_008a_draw_with_survivor_duel.json":               "winner",                          // CR 104.4a
		"h432_008b_draw_with_survivor_2hg.json":                "winner",                          // CR 104.4a
		"h432_008c_over_with_everyone_in.json":                 "winner",                          // CR 104.4a
		"h432_009_attackers_decision_with_spell_on_stack.json": "stack",                           // CR 508.1
		"h432_013_enteredtogether_retriggers_etb.json":         "enteredTogether",                 // CR 603.6a
		"h432_014_stillblocking_noncombatant_targetable.json":  "combat.stillBlocking[0]",         // CR 509.1a
		"h432_016_delayed_trigger_wrong_upkeep.json":           "delayed[0].player",               // Phytotitan
		"h439_spell_of_another_owner.json":                     "stack[0].controller",             // CR 601.2
	} {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "saves", "impossible", name))
		require.NoError(t, err)
		_, err = game.Load(bytes.NewReader(data), card.Default())
		require.ErrorIs(t, err, game.ErrBadSave, name)
		require.Contains(t, err.Error(), "invalid save: "+member+": ", name)
	}
}

// A member named twice is refused however it is spelt: encoding/json
// decodes escapes in names ("tur\u006e" is "turn") and keeps the last
// value.
func TestLoadRefusesMembersNamedTwiceWithEscapes(t *testing.T) {
	g := randomGame(t, deckConfig(t, 5), 120)
	save := string(saveBytes(t, g))
	require.Contains(t, save, `"turn": `)
	twice := strings.Replace(save, `"turn": `, `"tur\u006e": 99, "turn": `, 1)
	_, err := game.Load(strings.NewReader(twice), card.Default())
	require.ErrorIs(t, err, game.ErrBadSave)
	require.Contains(t, err.Error(), `"turn" given twice`)
}

// State only a permanent has, on a card in a graveyard, is refused at the
// member that holds it (CR 400.7).
func TestLoadNamesPermanentStateOffTheBattlefield(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(0, zone.Graveyard, card.LightningStrike)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	save := string(saveBytes(t, g))
	for field, edit := range map[string]string{
		"tapped":    `"tapped":true,`,
		"damage":    `"damage":2,`,
		"skipUntap": `"skipUntap":true,`,
	} {
		bad := strings.Replace(save, `{"card":"Lightning Strike",`, `{"card":"Lightning Strike",`+edit, 1)
		require.NotEqual(t, save, bad)
		_, err := game.Load(strings.NewReader(bad), card.Default())
		require.ErrorIs(t, err, game.ErrBadSave, field)
		require.Contains(t, err.Error(), "."+field+": ", field)
	}
}
