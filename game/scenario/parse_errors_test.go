package scenario

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParseErrors checks that each malformed line gives exactly one
// error, at the right line and column. Unless src starts with "players",
// it is prefixed by "players Alice Bob" (line 1), so the bad line is line
// 2.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		src  string
		line int
		col  int
		msg  string
	}{
		// statement level
		{"Alice jump", 2, 7, `unknown action "jump"`},
		{"Carol pass", 2, 1, `undeclared player "Carol"`},
		{"frobnicate", 2, 1, `unknown statement "frobnicate"`},
		{"carol pass", 2, 1, `undeclared player "carol"`},
		{"Expect playing", 2, 1, `unknown statement "Expect": statements are lower case ("expect")`},
		{"Battlefield Alice: Mountain", 2, 1, `unknown statement "Battlefield": statements are lower case ("battlefield")`},
		{"Alice", 2, 6, `missing action after player "Alice"`},
		{"Alice play Fo\x01o", 2, 14, "control character"},
		{"", 1, 0, `missing "players" statement`},
		{"players Alice Bob\n# only a comment", 1, 0, ""}, // no error at all: see below
		// players
		{"players Alice", 1, 14, "at least two"},
		{"players Alice Alice", 1, 15, `duplicate player "Alice"`},
		{"players Alice 2Bob", 1, 15, `invalid player name "2Bob"`},
		{"players Alice shuffled", 1, 15, `player name "shuffled" is a word of the start statement`},
		{"battlefield Alice: Bear [as=none]", 2, 29, `alias "none" is a word of the format`},
		{"battlefield Alice: Bear [as=empty]", 2, 29, `alias "empty" is a word of the format`},
		{"players Alice Bob\nplayers Carol Dave", 2, 1, `duplicate "players" statement`},
		// setup
		{"seed -1", 2, 6, `invalid seed "-1"`},
		{"seed 18446744073709551616", 2, 6, "invalid seed"},
		{"seed", 2, 5, "missing seed"},
		{"seed 1 2", 2, 8, `unexpected "2"`},
		{"seed 1\nseed 2", 3, 1, "duplicate seed (first at line 2)"},
		{"life Carol 3", 2, 6, `undeclared player "Carol"`},
		{"life Alice x", 2, 12, `invalid life total "x"`},
		{"life Alice 3\nlife Alice 4", 3, 1, "duplicate life for Alice (first at line 2)"},
		{"turn 0 Alice main1", 2, 6, "turn number must be at least 1"},
		{"turn 1 Alice lunch", 2, 14, `unknown step "lunch"`},
		{"turn 1 Alice", 2, 13, "missing step"},
		{"turn 1 Alice main1\nturn 2 Bob main1", 3, 1, "duplicate turn"},
		{"start\nstart Bob", 3, 1, "duplicate start"},
		{"turn 1 Alice main1\nstart", 3, 1, "turn and start exclude each other"},
		{"start\nturn 1 Alice main1", 3, 1, "turn and start exclude each other"},
		{"start Carol", 2, 7, `undeclared player "Carol"`},
		{"start Alice Bob", 2, 13, `unexpected "Bob"`},
		{"Alice keep it", 2, 12, `unexpected "it"`},
		{"expect decision Alice Mulligan", 2, 23, `invalid decision "Mulligan"`},
		{"expect decision Alice", 2, 22, "missing decision"},
		{"rule foo", 2, 6, "rule must be NAME=VALUE"},
		{"rule foo=", 2, 10, "missing rule value"},
		{"rule f o=x", 2, 6, `invalid rule name "f o"`},
		{"rule mulligan=paris\nrule mulligan=vancouver", 3, 6, "duplicate rule mulligan (first at line 2)"},
		{"rule legend=keep-first", 2, 6, `unknown rule "legend" (known: auto-pass, uniqueness, max-hand-size, mulligan, variant)`},
		{"rule maxhandsize=5", 2, 6, `unknown rule "maxhandsize" (known: auto-pass, uniqueness, max-hand-size, mulligan, variant); did you mean max-hand-size?`},
		{"rule uniqueness=maybe", 2, 6, `rule uniqueness="maybe"`},
		{"rule auto-pass=yes", 2, 6, `rule auto-pass="yes": want on or off`},
		{"expect decision Alice frob", 2, 23, `unknown decision "frob" (known: none, priority,`},
		{"expect counters bear glitter 1", 2, 22, `unknown counter kind "glitter" (known: +1/+1, -1/-1,`},
		{"Alice pass\nlife Alice 3", 3, 1, "setup after first action"},
		// zone lines and items
		{"hand Alice Mountain", 2, 20, "missing ':'"},
		{"hand Alice Bob: Mountain", 2, 12, `unexpected "Bob" before ':'`},
		{"hand Carol: Mountain", 2, 6, `undeclared player "Carol"`},
		{"hand Alice: Mountain [flying]", 2, 23, `unknown modifier "flying"`},
		{"hand Alice: Mountain [tapped]", 2, 23, `modifier "tapped" is only allowed on the battlefield`},
		{"hand Alice: Mountain [as=m]; Bear [damage=1]", 2, 36, "only allowed on the battlefield"},
		{"battlefield Alice: Bear [tapped", 2, 25, "missing ']'"},
		{"battlefield Alice: Bear [tapped] x", 2, 34, `unexpected "x" after ']'`},
		{"battlefield Alice: Bear []", 2, 26, "missing modifier"},
		{"battlefield Alice: Bear [tapped,]", 2, 33, "missing modifier"},
		{"battlefield Alice: Bear [damage=-1]", 2, 33, `invalid damage "-1"`},
		{"battlefield Alice: Bear [damage]", 2, 32, `modifier "damage" needs a value`},
		{"battlefield Alice: Bear [tapped=yes]", 2, 26, `modifier "tapped" takes no value`},
		{"battlefield Alice: Bear [counter=+1/+1]", 2, 34, "counter must be KIND:N"},
		{"battlefield Alice: Bear [counter=+1/+1:-1]", 2, 40, `invalid counter count "-1"`},
		{"battlefield Alice: Bear [counter=:1]", 2, 34, "missing counter kind"},
		{"battlefield Alice: Bear [controller=Carol]", 2, 37, `undeclared player "Carol"`},
		{"battlefield Alice: Bear [tapped, tapped]", 2, 34, `duplicate modifier "tapped"`},
		{"battlefield Alice: Bear [loyalty=1, loyalty=2]", 2, 37, `duplicate modifier "loyalty"`},
		{"battlefield Alice: 0x Bear", 2, 20, "count must be at least 1"},
		{"battlefield Alice: 2x[tapped]", 2, 20, `missing card name after the count "2x"`},
		{"battlefield Alice: -1x Bear", 2, 20, "count must be at least 1"},
		{"battlefield Alice: 2x", 2, 22, "missing card name"},
		{"battlefield Alice: 1x 2x Bear", 2, 23, `unexpected second count "2x"`},
		{"battlefield Alice: Bear; ; Elf", 2, 26, "missing card name"},
		{"battlefield Alice: [tapped]", 2, 20, "missing card name"},
		{"battlefield Alice: Bear [as=Alice]", 2, 29, `alias "Alice" is a player name`},
		{"battlefield Alice: 2x Bear [as=b]", 2, 29, "cannot be used with a count"},
		{"battlefield Alice: Bear [as=b]\nhand Bob: Shock [as=b]", 3, 21, `duplicate alias "b" (first at line 2)`},
		{"battlefield Alice: Bear [as=b]; Elf [as=b]", 2, 41, `duplicate alias "b" (given earlier on this line)`},
		{"battlefield Alice: Bear [as=]", 2, 29, "missing alias"},
		{"battlefield Alice: Bear [attached=]", 2, 35, "missing attached reference"},
		// actions
		{"Alice play", 2, 11, "missing card"},
		{"Alice play Foo; Bar", 2, 15, `unexpected ";" in card`},
		{"Alice play Foo -> Bar", 2, 16, `unexpected "->" in card`},
		{"Alice cast", 2, 11, "missing card"},
		{"Alice cast -> bear", 2, 12, "missing card"},
		{"Alice cast Shock ->", 2, 20, "missing target after '->'"},
		{"Alice cast Shock -> a;", 2, 23, "missing target"},
		{"Alice cast Shock -> a; ; b", 2, 24, "missing target"},
		{"Alice cast Shock x=2 -> a", 2, 18, "x=N must come after the targets"},
		{"Alice cast Fireball x=one", 2, 23, `invalid value of X after x= "one"`},
		{"Alice cast Fireball x=", 2, 23, "missing value of X after x="},
		{"Alice activate", 2, 15, "missing permanent"},
		{"Alice activate Jace#0", 2, 21, "ability number must be at least 1"},
		{"Alice tap Forest for Q", 2, 22, `invalid colour "Q"`},
		{"Alice tap Forest for", 2, 21, "missing colour after for"},
		{"Alice tap Forest plus RX", 2, 23, `invalid colour "RX" after plus`},
		{"Alice tap Forest plus RRRRRRRRR", 2, 23, `one letter per ability`},
		{"Alice tap", 2, 10, "missing permanent"},
		{"Alice pass now", 2, 12, `unexpected "now"`},
		{"pass now", 2, 6, `unexpected "now"`},
		{"pass step now", 2, 11, `unexpected "now"`},
		{"resolve now", 2, 9, `unexpected "now"`},
		{"goto", 2, 5, "missing step"},
		{"goto lunch", 2, 6, `unknown step "lunch"`},
		{"goto turn x main1", 2, 11, `invalid turn number "x"`},
		{"goto turn 0 main1", 2, 11, "turn number must be at least 1"},
		{"goto turn main1", 2, 11, `invalid turn number "main1"`},
		{"goto Carol main1", 2, 6, `undeclared player "Carol"`},
		{"goto Alice main1 now", 2, 18, `unexpected "now"`},
		{"Alice attack bear;", 2, 19, "missing attacker"},
		{"Alice attack bear ->", 2, 21, "missing defender"},
		{"Bob block Wall", 2, 15, "missing '-> ATTACKER'"},
		{"Bob block -> bear", 2, 11, "missing blocker"},
		{"Bob block Wall ->", 2, 18, "missing attacker"},
		{"Alice target a;", 2, 16, "missing target"},
		{"Alice choose", 2, 13, "missing option"},
		{"Alice choose yes;", 2, 18, "missing option"},
		{"Alice discard", 2, 14, "missing card"},
		{"Alice concede now", 2, 15, `unexpected "now"`},
		// refusals
		{"!x Alice pass", 2, 2, `invalid rule number "x"`},
		{"!Alice pass", 2, 2, `invalid rule number "Alice"`},
		{"!", 2, 2, "missing action after '!'"},
		{"!305.2", 2, 7, "missing action after '!'"},
		{"! expect playing", 2, 3, "only actions can be refused"},
		{"! seed 3", 2, 3, "only actions can be refused"},
		{"! ! Alice pass", 2, 3, "only one '!' allowed"},
		{"! Alice jump", 2, 9, `unknown action "jump"`},
		// expectations
		{"expect", 2, 7, "missing expectation"},
		{"expect foo", 2, 8, `unknown expectation "foo"`},
		{"expect Life Alice 3", 2, 8, `unknown expectation "Life"`},
		{"expect life Alice", 2, 18, "missing life total"},
		{"expect life Carol 3", 2, 13, `undeclared player "Carol"`},
		{"expect hand Alice", 2, 18, "missing count"},
		{"expect hand Alice x", 2, 19, `invalid count "x"`},
		{"expect hand Alice -1", 2, 19, `invalid count "-1"`},
		{"expect hand Alice Bob: X", 2, 19, `unexpected "Bob" before ':'`},
		{"expect hand Alice: X;", 2, 22, "missing card name"},
		{"expect zone bear moon", 2, 18, `unknown zone "moon"`},
		{"expect zone battlefield", 2, 13, "missing card"},
		{"expect tapped", 2, 14, "missing permanent"},
		{"expect pt bear 2", 2, 16, "power/toughness must be P/T"},
		{"expect pt bear x/2", 2, 16, `invalid power "x"`},
		{"expect pt bear 2/", 2, 18, "missing toughness"},
		{"expect damage bear", 2, 15, "missing permanent"},
		{"expect damage bear -1", 2, 20, `invalid damage "-1"`},
		{"expect loyalty bear x", 2, 21, `invalid loyalty "x"`},
		{"expect counters bear 2", 2, 17, "missing permanent"},
		{"expect counters bear +1/+1 x", 2, 28, `invalid counter count "x"`},
		{"expect attached Aura bear", 2, 26, "missing '-> REF'"},
		{"expect attached Aura ->", 2, 24, "missing permanent or none"},
		{"expect controller bear Carol", 2, 24, `undeclared player "Carol"`},
		{"expect library top Alice:", 2, 26, "missing card name after 'library top Alice:'"},
		{"expect hand top Alice: Forest", 2, 17, `unexpected "Alice" before ':'`},
		{"expect listed", 2, 14, "missing action after listed"},
		{"expect listed Alice pass", 2, 15, "only play, cast and activate lines can be listed"},
		{"expect unlisted Alice fly bear", 2, 23, `unknown action "fly"`},
		{"expect attacking", 2, 17, "missing creature"},
		{"expect attacking bear ->", 2, 25, "missing player or planeswalker"},
		{"expect blocking -> bear", 2, 17, "missing creature"},
		{"expect blocking wall -> a; b", 2, 26, `unexpected ";" in attacker`},
		{"expect blocked", 2, 15, "missing attacking creature"},
		{"expect out of fight bear", 2, 12, "want 'out of combat REF'"},
		{"expect out of combat", 2, 12, "want 'out of combat REF'"},
		{"expect has bear", 2, 12, "missing permanent"},
		{"expect has", 2, 11, "missing permanent"},
		{"expect pool Alice {X}", 2, 20, `invalid mana "{X}"`},
		{"expect pool Alice B", 2, 19, `invalid mana "B"`},
		{"expect pool Alice {B}{", 2, 23, `invalid mana`},
		{"expect pool Alice {0}", 2, 20, `invalid mana "{0}"`},
		{"expect pool Alice {R}{-2}", 2, 23, `invalid mana "{R}{-2}"`},
		{"expect pool Alice {B} {B}", 2, 23, `unexpected "{B}"`},
		{"expect pool Alice", 2, 18, "missing mana"},
		{"expect stack", 2, 13, "missing ': NAME; ...', 'empty' or a count"},
		{"expect stack Shock", 2, 14, "want 'stack: NAME; ...', 'stack empty' or 'stack N'"},
		{"expect stack: a;", 2, 17, "missing name"},
		{"expect stack -1", 2, 14, "want 'stack: NAME; ...', 'stack empty' or 'stack N'"},
		{"Alice choose wn#0", 2, 17, "ability number"},
		{"expect step Alice lunch", 2, 19, `unknown step "lunch"`},
		{"expect turn 0", 2, 13, "turn number must be at least 1"},
		{"expect turn", 2, 12, "missing turn number"},
		{"expect priority", 2, 16, "missing player"},
		{"expect priority Alice Bob", 2, 23, `unexpected "Bob"`},
		{"expect lost 1", 2, 13, `invalid player name "1"`},
		{"expect winner", 2, 14, "missing player"},
		{"expect playing now", 2, 16, `unexpected "now"`},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			src := tt.src
			if !strings.HasPrefix(src, "players") && src != "" {
				src = "players Alice Bob\n" + src
			}
			s, err := Parse("bad.scn", []byte(src))
			if tt.msg == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Nil(t, s)
			var list ErrorList
			require.True(t, errors.As(err, &list))
			require.Len(t, list, 1, "%v", err)
			e := list[0]
			assert.Equal(t, "bad.scn", e.File)
			assert.Equal(t, tt.line, e.Line, "line: %v", e)
			assert.Equal(t, tt.col, e.Col, "col: %v", e)
			assert.Contains(t, e.Msg, tt.msg)
			assert.ErrorIs(t, err, ErrSyntax)
			assert.ErrorIs(t, e, ErrSyntax)
		})
	}
}

// TestParseErrorsAllReported checks that every bad line of a file is
// reported, in order, and that good lines between them do not report.
func TestParseErrorsAllReported(t *testing.T) {
	src := strings.Join([]string{
		"players Alice Bob",              // 1
		"life Alice x",                   // 2: bad
		"hand Alice: Shock",              // 3
		"battlefield Bob: Bear [flying]", // 4: bad
		"",                               // 5
		"Alice cast Shock -> Bear",       // 6
		"Alice jump",                     // 7: bad
		"seed 3",                         // 8: bad (setup after action)
		"expect pt Bear 2",               // 9: bad
		"expect playing",                 // 10
		"Carol pass",                     // 11: bad
	}, "\n")
	_, err := Parse("many.scn", []byte(src))
	require.Error(t, err)
	var list ErrorList
	require.True(t, errors.As(err, &list))
	var lines []int
	for _, e := range list {
		lines = append(lines, e.Line)
	}
	assert.Equal(t, []int{2, 4, 7, 8, 9, 11}, lines)
	assert.Equal(t, strings.Join([]string{
		`many.scn:2:12: invalid life total "x"`,
		`many.scn:4:24: unknown modifier "flying"`,
		`many.scn:7:7: unknown action "jump"`,
		`many.scn:8:1: setup after first action`,
		`many.scn:9:16: power/toughness must be P/T`,
		`many.scn:11:1: undeclared player "Carol"`,
	}, "\n"), err.Error())

	var pe *ParseError
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, 2, pe.Line)
}

// Without a players statement, the rest of the file is still checked,
// accepting any well-formed player name.
func TestParseErrorsMissingPlayers(t *testing.T) {
	src := "life Alice 3\nAlice cast Shock -> Bob\nexpect life Bob x\nAlice jump\nplayers Alice Bob\n"
	_, err := Parse("np.scn", []byte(src))
	var list ErrorList
	require.True(t, errors.As(err, &list))
	require.Len(t, list, 4)
	assert.Equal(t, "np.scn:1:1: first statement must be \"players\"", list[0].Error())
	assert.Equal(t, "np.scn:3:17: invalid life total \"x\"", list[1].Error())
	assert.Equal(t, "np.scn:4:7: unknown action \"jump\"", list[2].Error())
	assert.Equal(t, "np.scn:5:1: \"players\" must be the first statement", list[3].Error())
}

// A broken players line is reported once: the lines after it that name
// its players are not reported as naming undeclared ones, nor is the next
// line taken for the missing first statement.
func TestParseErrorsBrokenPlayersLineReportedOnce(t *testing.T) {
	for _, src := range []string{
		"players Alice Bob;\nturn 3 Alice main1\nlife Bob 5\nexpect life Bob 5\n",
		"players Alice Bob\x00\nturn 3 Alice main1\nlife Bob 5\nexpect life Bob 5\n",
	} {
		_, err := Parse("bp.scn", []byte(src))
		var list ErrorList
		require.True(t, errors.As(err, &list), "%q", src)
		require.Len(t, list, 1, "%q: %v", src, err)
		assert.Equal(t, 1, list[0].Line)
	}
}

func TestErrorListFormatting(t *testing.T) {
	var b strings.Builder
	b.WriteString("players Alice Bob\n")
	for i := 0; i < 12; i++ {
		b.WriteString("Alice jump\n")
	}
	_, err := Parse("x.scn", []byte(b.String()))
	var list ErrorList
	require.True(t, errors.As(err, &list))
	require.Len(t, list, 12)
	lines := strings.Split(err.Error(), "\n")
	require.Len(t, lines, 11)
	assert.Equal(t, `x.scn:2:7: unknown action "jump"`, lines[0])
	assert.Equal(t, `x.scn:11:7: unknown action "jump"`, lines[9])
	assert.Equal(t, "(and 2 more errors)", lines[10])
	assert.Len(t, list.Unwrap(), 12)

	assert.Equal(t, "no errors", ErrorList(nil).Error())
	assert.NoError(t, ErrorList(nil).Err())
	assert.Equal(t, list, list.Err())
	assert.Equal(t, "f:3:4: m", (&ParseError{File: "f", Line: 3, Col: 4, Msg: "m"}).Error())
	assert.Equal(t, "f:3: m", (&ParseError{File: "f", Line: 3, Msg: "m"}).Error())
	assert.Equal(t, "3:4: m", (&ParseError{Line: 3, Col: 4, Msg: "m"}).Error())
	assert.Equal(t, "3:4: m", ErrorList{{Line: 3, Col: 4, Msg: "m"}}.Error())
	assert.True(t, errors.Is(ErrorList{{Line: 1}}, ErrSyntax))
	assert.False(t, errors.Is(fmt.Errorf("other"), ErrSyntax))
}

// A broken or misplaced players line is one error: the aliases of the
// lines after it are not reported as player names.
func TestBadPlayersLineIsOneError(t *testing.T) {
	for _, src := range []string{
		"players Alice 2bad Bob\nhand Alice: Forest [as=x]\n",
		"seed 3\nplayers Alice Bob\nhand Alice: Forest [as=x]\n",
	} {
		_, err := Parse("p.scn", []byte(src))
		var list ErrorList
		require.True(t, errors.As(err, &list), "%q: %v", src, err)
		for _, e := range list {
			require.NotContains(t, e.Msg, "is a player name", "%q: %v", src, err)
		}
	}
}
