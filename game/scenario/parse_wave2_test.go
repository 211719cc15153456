package scenario

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The statements of "Choices and costs that wave 2 adds": convoke= and
// x=N after the targets in either order, never taken for a target, and the
// four characteristic expectations.
func TestParseWave2Statements(t *testing.T) {
	tests := []struct {
		line string
		want Statement
	}{
		{"Alice cast Stoke the Flames -> Bob convoke=a,b", &CastStmt{Player: "Alice", Ref: "Stoke the Flames", Targets: []string{"Bob"}, Convoke: []string{"a", "b"}}},
		{"Alice cast Fireball -> bear x=2 convoke=a", &CastStmt{Player: "Alice", Ref: "Fireball", Targets: []string{"bear"}, X: intp(2), Convoke: []string{"a"}}},
		{"Alice cast Fireball -> bear convoke=a x=2", &CastStmt{Player: "Alice", Ref: "Fireball", Targets: []string{"bear"}, X: intp(2), Convoke: []string{"a"}}},
		{"Alice cast Siege Wurm convoke=a,b,c", &CastStmt{Player: "Alice", Ref: "Siege Wurm", Convoke: []string{"a", "b", "c"}}},
		{"Alice choose Lightning Strike", &ChooseStmt{Player: "Alice", Options: []string{"Lightning Strike"}}},
		{"Alice choose 2", &ChooseStmt{Player: "Alice", Options: []string{"2"}}},
		{"Alice choose top", &ChooseStmt{Player: "Alice", Options: []string{"top"}}},
		{"expect color bear G", &ExpectColorStmt{Ref: "bear", Colors: []string{"G"}}},
		{"expect color Runeclaw Bear W U", &ExpectColorStmt{Ref: "Runeclaw Bear", Colors: []string{"W", "U"}}},
		{"expect color bear colorless", &ExpectColorStmt{Ref: "bear"}},
		{"expect types Ornithopter Artifact Creature", &ExpectTypesStmt{Ref: "Ornithopter", Types: []string{"Artifact", "Creature"}}},
		{"expect subtypes bear Frog", &ExpectSubtypesStmt{Ref: "bear", Subtypes: []string{"Frog"}}},
		{"expect subtypes bear Human Wizard", &ExpectSubtypesStmt{Ref: "bear", Subtypes: []string{"Human", "Wizard"}}},
		{"expect subtypes Runeclaw Bear none", &ExpectSubtypesStmt{Ref: "Runeclaw Bear"}},
		{"expect tokens Alice Elf Warrior 2", &ExpectTokensStmt{Player: "Alice", Name: "Elf Warrior", Count: 2}},
		{"expect tokens Bob Insect 0", &ExpectTokensStmt{Player: "Bob", Name: "Insect"}},
		{"expect known Alice hand Bob: Divine Favor", &ExpectKnownStmt{Viewer: "Alice", Zone: "hand", Owner: "Bob", Names: []string{"Divine Favor"}}},
		{"expect known Bob library Bob: Forest; Swamp", &ExpectKnownStmt{Viewer: "Bob", Zone: "library", Owner: "Bob", Names: []string{"Forest", "Swamp"}}},
		{"expect known Bob library Alice:", &ExpectKnownStmt{Viewer: "Bob", Zone: "library", Owner: "Alice"}},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			got := parseOne(t, tt.line)
			assert.Equal(t, tt.want, got)
			// Format gives back a line that parses to the same statement.
			assert.Equal(t, tt.want, parseOne(t, Format(got)))
		})
	}
}

func TestParseWave2Errors(t *testing.T) {
	for _, c := range []struct{ line, msg string }{
		{"Alice cast Shock convoke=a -> bear", "convoke=A,B must come after the targets"},
		{"Alice cast Shock -> bear convoke=a,", "missing creature alias"},
		{"Alice cast Shock -> bear x=1 convoke=a x=2", "x=N given twice"},
		{"Alice cast Shock x=1 -> bear", "x=N must come after the targets"},
		{"Alice cast Shock x=1 x=2", "x=N given twice"},
		{"Alice cast Shock x=1 -> bear x=2", "x=N given twice"},
		{"Alice activate bear convoke=a", "convoke= belongs to cast"},
		{"expect color bear", "want 'color REF VALUE ...'"},
		{"expect types bear", "want 'types REF VALUE ...'"},
		{"expect tokens Alice 2", "want 'tokens PLAYER NAME N'"},
		{"expect tokens Alice Insect x", "token count"},
		{"expect known Alice hand: Forest", "want 'known VIEWER hand|library OWNER: NAME; ...'"},
		{"expect known Alice graveyard Bob: Forest", `known cards are in a hand or a library, not "graveyard"`},
		{"expect known Alice hand Carol: Forest", "Carol"},
	} {
		_, err := Parse("t.scn", []byte(preamble+c.line+"\n"))
		require.Error(t, err, c.line)
		assert.Contains(t, err.Error(), c.msg, c.line)
	}
}
