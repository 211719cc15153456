package scenario

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func intp(n int) *int { return &n }

// preamble declares the players and an alias used by the statement tests.
const preamble = "players Alice Bob\nbattlefield Bob: Runeclaw Bear [as=bear]\n"

// parseOne parses preamble + line and returns the statement of line, with
// its position cleared.
func parseOne(t *testing.T, line string) Statement {
	t.Helper()
	s, err := Parse("t.scn", []byte(preamble+line+"\n"))
	require.NoError(t, err)
	var last Statement
	if len(s.Body) > 0 {
		last = s.Body[len(s.Body)-1]
	} else {
		last = s.Setup[len(s.Setup)-1]
	}
	require.Equal(t, 3, last.Pos().Line, "statement position")
	clearPos(reflect.ValueOf(last))
	return last
}

func TestParseSetupStatements(t *testing.T) {
	tests := []struct {
		line string
		want Statement
	}{
		{"seed 42", &SeedStmt{Seed: 42}},
		{"seed 18446744073709551615", &SeedStmt{Seed: 18446744073709551615}},
		{"life Alice 7", &LifeStmt{Player: "Alice", Life: 7}},
		{"life Bob -3", &LifeStmt{Player: "Bob", Life: -3}},
		{"turn 3 Alice main1", &TurnStmt{Turn: 3, Player: "Alice", Step: StepMain1}},
		{"turn 1 Bob cleanup", &TurnStmt{Turn: 1, Player: "Bob", Step: StepCleanup}},
		{"start", &StartStmt{}},
		{"start Bob", &StartStmt{Player: "Bob"}},
		{"start shuffled", &StartStmt{Shuffled: true}},
		{"start Alice shuffled", &StartStmt{Player: "Alice", Shuffled: true}},
		{"rule mulligan=paris", &RuleStmt{Name: "mulligan", Value: "paris"}},
		{"rule uniqueness=choose-one", &RuleStmt{Name: "uniqueness", Value: "choose-one"}},
		{"rule max-hand-size = 5", &RuleStmt{Name: "max-hand-size", Value: "5"}},
		{"library Alice: Island; 3x Mountain", &ZoneStmt{Zone: "library", Player: "Alice", Items: []Item{
			{Count: 1, Name: "Island"}, {Count: 3, Name: "Mountain"}}}},
		{"hand Alice: Jace, the Living Guildpact [as=jace]; Ajani's Pridemate", &ZoneStmt{Zone: "hand", Player: "Alice", Items: []Item{
			{Count: 1, Name: "Jace, the Living Guildpact", Mods: Mods{Alias: "jace"}},
			{Count: 1, Name: "Ajani's Pridemate"}}}},
		{"graveyard Bob: Circle of Protection: Red", &ZoneStmt{Zone: "graveyard", Player: "Bob", Items: []Item{
			{Count: 1, Name: "Circle of Protection: Red"}}}},
		{"exile Bob:", &ZoneStmt{Zone: "exile", Player: "Bob"}},
		{"hand Bob: Island;# a trailing ';' ends the list", &ZoneStmt{Zone: "hand", Player: "Bob", Items: []Item{{Count: 1, Name: "Island"}}}},
		{"battlefield Alice: Brawler's Plate [attached=Yisan, the Wanderer Bard, tapped]", &ZoneStmt{Zone: "battlefield", Player: "Alice", Items: []Item{
			{Count: 1, Name: "Brawler's Plate", Mods: Mods{Attached: "Yisan, the Wanderer Bard", Tapped: true}}}}},
		{"battlefield Alice: Bear[tapped]", &ZoneStmt{Zone: "battlefield", Player: "Alice", Items: []Item{
			{Count: 1, Name: "Bear", Mods: Mods{Tapped: true}}}}},
		{"battlefield Alice: Runeclaw Bear [ as = b2 , tapped, sick, token, damage=1, counter=+1/+1:2, counter=charge:1, loyalty=0, attached=bear, controller=Bob ]",
			&ZoneStmt{Zone: "battlefield", Player: "Alice", Items: []Item{{Count: 1, Name: "Runeclaw Bear", Mods: Mods{
				Alias: "b2", Tapped: true, Sick: true, Token: true, Damage: intp(1),
				Counters: []CounterMod{{Kind: "+1/+1", N: 2}, {Kind: "charge", N: 1}},
				Loyalty:  intp(0), Attached: "bear", Controller: "Bob"}}}}},
		{"battlefield Alice: Obelisk of Urd [chosen=Elf Warrior]", &ZoneStmt{Zone: "battlefield", Player: "Alice", Items: []Item{
			{Count: 1, Name: "Obelisk of Urd", Mods: Mods{Chosen: "Elf Warrior"}}}}},
		{"battlefield Alice: Pacifism [attached=Runeclaw Bear]", &ZoneStmt{Zone: "battlefield", Player: "Alice", Items: []Item{
			{Count: 1, Name: "Pacifism", Mods: Mods{Attached: "Runeclaw Bear"}}}}},
		{"battlefield Alice: 2x Soldier [token, tapped]", &ZoneStmt{Zone: "battlefield", Player: "Alice", Items: []Item{
			{Count: 2, Name: "Soldier", Mods: Mods{Token: true, Tapped: true}}}}},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			assert.Equal(t, tt.want, parseOne(t, tt.line))
		})
	}
}

func TestParseActions(t *testing.T) {
	tests := []struct {
		line string
		want Statement
	}{
		{"Alice play Forest", &PlayStmt{Player: "Alice", Ref: "Forest"}},
		{"Alice play Ach! Hans, Run!", &PlayStmt{Player: "Alice", Ref: "Ach! Hans, Run!"}},
		{"Alice cast Lightning Strike -> bear", &CastStmt{Player: "Alice", Ref: "Lightning Strike", Targets: []string{"bear"}}},
		{"Alice cast Fireball -> Bob; bear x=3", &CastStmt{Player: "Alice", Ref: "Fireball", Targets: []string{"Bob", "bear"}, X: intp(3)}},
		{"Alice cast Mind Rot x=0", &CastStmt{Player: "Alice", Ref: "Mind Rot", X: intp(0)}},
		{"Alice cast Divination", &CastStmt{Player: "Alice", Ref: "Divination"}},
		{"Alice activate Jace#2 -> Bob", &ActivateStmt{Player: "Alice", Ref: "Jace", Index: 2, Targets: []string{"Bob"}}},
		// A '#' glued to the ability number follows no REF: a comment.
		{"Alice activate Jace#2#3", &ActivateStmt{Player: "Alice", Ref: "Jace", Index: 2}},
		{"Alice activate Jace, the Living Guildpact#3 # comment", &ActivateStmt{Player: "Alice", Ref: "Jace, the Living Guildpact", Index: 3}},
		{"Alice activate Jace #2 is a comment", &ActivateStmt{Player: "Alice", Ref: "Jace", Index: 1}},
		{"Alice activate Jace#a comment: no digit after '#'", &ActivateStmt{Player: "Alice", Ref: "Jace", Index: 1}},
		{"Alice activate Jace# a comment", &ActivateStmt{Player: "Alice", Ref: "Jace", Index: 1}},
		{"Alice play Foo#2 is a comment: only an activation numbers abilities", &PlayStmt{Player: "Alice", Ref: "Foo"}},
		{"Alice activate Jace -> Bob#2 is a comment after the targets", &ActivateStmt{Player: "Alice", Ref: "Jace", Index: 1, Targets: []string{"Bob"}}},
		{"Alice activate Crypt x=2", &ActivateStmt{Player: "Alice", Ref: "Crypt", Index: 1, X: intp(2)}},
		{"Alice activate bear#1 -> bear x=1", &ActivateStmt{Player: "Alice", Ref: "bear", Index: 1, Targets: []string{"bear"}, X: intp(1)}},
		{"Alice tap Mountain for R", &TapStmt{Player: "Alice", Ref: "Mountain", For: "R"}},
		{"Alice tap Llanowar Elves", &TapStmt{Player: "Alice", Ref: "Llanowar Elves"}},
		{"Alice tap Sol Ring for C", &TapStmt{Player: "Alice", Ref: "Sol Ring", For: "C"}},
		{"Alice pass", &PassStmt{Player: "Alice"}},
		{"pass", &PassStmt{}},
		{"Alice pass step", &PassStmt{Player: "Alice", Step: true}},
		{"pass step", &PassStmt{Step: true}},
		{"resolve", &ResolveStmt{}},
		{"goto combat", &GotoStmt{Step: StepCombat}},
		{"goto Bob upkeep", &GotoStmt{Player: "Bob", Step: StepUpkeep}},
		{"goto turn 5 Alice firststrike", &GotoStmt{Turn: 5, Player: "Alice", Step: StepFirstStrike}},
		{"goto turn 2 endcombat", &GotoStmt{Turn: 2, Step: StepEndCombat}},
		{"Alice attack", &AttackStmt{Player: "Alice"}},
		{"Alice attack bear; Goblin Piker -> Chandra, Pyromaster; Elf -> Bob", &AttackStmt{Player: "Alice", Attacks: []Attack{
			{Attacker: "bear"}, {Attacker: "Goblin Piker", Defender: "Chandra, Pyromaster"}, {Attacker: "Elf", Defender: "Bob"}}}},
		{"Bob block", &BlockStmt{Player: "Bob"}},
		{"Bob block Wall -> bear; Wall of Frost -> Goblin", &BlockStmt{Player: "Bob", Blocks: []Block{
			{Blocker: "Wall", Attacker: "bear"}, {Blocker: "Wall of Frost", Attacker: "Goblin"}}}},
		{"Alice target Bob", &TargetStmt{Player: "Alice", Targets: []string{"Bob"}}},
		{"Alice target bear; Bob", &TargetStmt{Player: "Alice", Targets: []string{"bear", "Bob"}}},
		{"Alice target", &TargetStmt{Player: "Alice"}},
		{"Alice choose yes", &ChooseStmt{Player: "Alice", Options: []string{"yes"}}},
		{"Alice choose Soul Warden; Ajani's Pridemate; 3", &ChooseStmt{Player: "Alice", Options: []string{"Soul Warden", "Ajani's Pridemate", "3"}}},
		{"Alice choose wn#2; wn #1", &ChooseStmt{Player: "Alice", Options: []string{"wn#2", "wn"}}}, // a spaced # starts a comment
		// Digits that don't end the item: a comment glued to the answer.
		{"Alice choose yes#1 the first counter", &ChooseStmt{Player: "Alice", Options: []string{"yes"}}},
		{"Alice choose wn#2 ; wn#1 # last", &ChooseStmt{Player: "Alice", Options: []string{"wn#2", "wn#1"}}},
		{"Bob discard Forest; Island", &DiscardStmt{Player: "Bob", Refs: []string{"Forest", "Island"}}},
		{"Bob concede", &ConcedeStmt{Player: "Bob"}},
		{"Bob mulligan", &MulliganStmt{Player: "Bob"}},
		{"Alice keep", &KeepStmt{Player: "Alice"}},
		{"!103.4 Alice mulligan", &RefuseStmt{Rule: "103.4", Action: &MulliganStmt{Player: "Alice"}}},
		{"! Alice play Forest", &RefuseStmt{Action: &PlayStmt{Player: "Alice", Ref: "Forest"}}},
		{"!305.2 Alice play Forest", &RefuseStmt{Rule: "305.2", Action: &PlayStmt{Player: "Alice", Ref: "Forest"}}},
		{"!704.5k pass", &RefuseStmt{Rule: "704.5k", Action: &PassStmt{}}},
		{"!601 Bob cast Shock -> bear", &RefuseStmt{Rule: "601", Action: &CastStmt{Player: "Bob", Ref: "Shock", Targets: []string{"bear"}}}},
		{"!\tgoto main2", &RefuseStmt{Action: &GotoStmt{Step: StepMain2}}},
		{"  Alice   cast   Lightning Strike   ->   bear   ", &CastStmt{Player: "Alice", Ref: "Lightning Strike", Targets: []string{"bear"}}},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			assert.Equal(t, tt.want, parseOne(t, tt.line))
		})
	}
}

func TestParseExpectations(t *testing.T) {
	tests := []struct {
		line string
		want Statement
	}{
		{"expect life Alice 17", &ExpectLifeStmt{Player: "Alice", Life: 17}},
		{"expect life Bob -2", &ExpectLifeStmt{Player: "Bob", Life: -2}},
		{"expect life Bob 20#1 is a comment", &ExpectLifeStmt{Player: "Bob", Life: 20}},
		{"expect hand Alice: Jace, the Living Guildpact; Ajani's Pridemate", &ExpectZoneStmt{Zone: "hand", Player: "Alice",
			Names: []string{"Jace, the Living Guildpact", "Ajani's Pridemate"}}},
		{"expect library Bob: Island; Forest; Island", &ExpectZoneStmt{Zone: "library", Player: "Bob", Names: []string{"Island", "Forest", "Island"}}},
		{"expect library top Bob: Island; 2x Forest", &ExpectZoneStmt{Zone: "library", Player: "Bob", Names: []string{"Island", "Forest", "Forest"}, Top: true}},
		{"expect graveyard Alice: ", &ExpectZoneStmt{Zone: "graveyard", Player: "Alice"}},
		{"expect battlefield Alice: 2x Plains; Runeclaw Bear", &ExpectZoneStmt{Zone: "battlefield", Player: "Alice", Names: []string{"Plains", "Plains", "Runeclaw Bear"}}},
		{"expect exile Bob:", &ExpectZoneStmt{Zone: "exile", Player: "Bob"}},
		{"expect battlefield Bob: Circle of Protection: Red", &ExpectZoneStmt{Zone: "battlefield", Player: "Bob", Names: []string{"Circle of Protection: Red"}}},
		{"expect hand Alice 3", &ExpectCountStmt{Zone: "hand", Player: "Alice", Count: 3}},
		{"expect library Bob 0", &ExpectCountStmt{Zone: "library", Player: "Bob", Count: 0}},
		{"expect zone bear battlefield", &ExpectInZoneStmt{Ref: "bear", Zone: "battlefield"}},
		{"expect zone Lightning Strike graveyard", &ExpectInZoneStmt{Ref: "Lightning Strike", Zone: "graveyard"}},
		{"expect zone Lightning Strike stack", &ExpectInZoneStmt{Ref: "Lightning Strike", Zone: "stack"}},
		{"expect tapped bear", &ExpectTappedStmt{Ref: "bear", Tapped: true}},
		{"expect untapped Runeclaw Bear", &ExpectTappedStmt{Ref: "Runeclaw Bear"}},
		{"expect pt bear 6/6", &ExpectPTStmt{Ref: "bear", Power: 6, Toughness: 6}},
		{"expect pt Runeclaw Bear -1/-2", &ExpectPTStmt{Ref: "Runeclaw Bear", Power: -1, Toughness: -2}},
		{"expect damage bear 3", &ExpectDamageStmt{Ref: "bear", Damage: 3}},
		{"expect loyalty Jace, the Living Guildpact 5", &ExpectLoyaltyStmt{Ref: "Jace, the Living Guildpact", Loyalty: 5}},
		{"expect counters bear +1/+1 2", &ExpectCountersStmt{Ref: "bear", Kind: "+1/+1", N: 2}},
		{"expect counters Astral Cornucopia charge 0", &ExpectCountersStmt{Ref: "Astral Cornucopia", Kind: "charge", N: 0}},
		{"expect attached Pacifism -> bear", &ExpectAttachedStmt{Ref: "Pacifism", To: "bear"}},
		{"expect attached Pacifism -> Runeclaw Bear", &ExpectAttachedStmt{Ref: "Pacifism", To: "Runeclaw Bear"}},
		{"expect attached Pacifism -> none", &ExpectAttachedStmt{Ref: "Pacifism"}},
		{"expect controller Pacifism Alice", &ExpectControllerStmt{Ref: "Pacifism", Player: "Alice"}},
		{"expect listed Alice cast Lightning Strike -> bear", &ExpectListedStmt{Listed: true, Action: &CastStmt{Player: "Alice", Ref: "Lightning Strike", Targets: []string{"bear"}}}},
		{"expect unlisted Bob play Forest", &ExpectListedStmt{Action: &PlayStmt{Player: "Bob", Ref: "Forest"}}},
		{"expect listed Alice activate Jace#2", &ExpectListedStmt{Listed: true, Action: &ActivateStmt{Player: "Alice", Ref: "Jace", Index: 2}}},
		{"expect attacking bear", &ExpectCombatStmt{Kind: "attacking", Ref: "bear"}},
		{"expect attacking Runeclaw Bear -> Ajani Steadfast", &ExpectCombatStmt{Kind: "attacking", Ref: "Runeclaw Bear", Other: "Ajani Steadfast"}},
		{"expect blocking Walking Corpse", &ExpectCombatStmt{Kind: "blocking", Ref: "Walking Corpse"}},
		{"expect blocking Walking Corpse -> bear", &ExpectCombatStmt{Kind: "blocking", Ref: "Walking Corpse", Other: "bear"}},
		{"expect blocked bear", &ExpectCombatStmt{Kind: "blocked", Ref: "bear"}},
		{"expect unblocked Runeclaw Bear", &ExpectCombatStmt{Kind: "unblocked", Ref: "Runeclaw Bear"}},
		{"expect out of combat Runeclaw Bear", &ExpectCombatStmt{Kind: "out of combat", Ref: "Runeclaw Bear"}},
		{"expect out	of  combat Runeclaw Bear", &ExpectCombatStmt{Kind: "out of combat", Ref: "Runeclaw Bear"}},
		{"expect has bear flying", &ExpectKeywordStmt{Ref: "bear", Keyword: "flying", Has: true}},
		{"expect has Runeclaw Bear first strike", &ExpectKeywordStmt{Ref: "Runeclaw Bear", Keyword: "first strike", Has: true}},
		{"expect lacks bear double  strike", &ExpectKeywordStmt{Ref: "bear", Keyword: "double strike"}},
		{"expect has bear protection from red", &ExpectKeywordStmt{Ref: "bear", Keyword: "protection from red", Has: true}},
		{"expect lacks Serra Angel split second", &ExpectKeywordStmt{Ref: "Serra Angel", Keyword: "split second"}},
		{"expect pool Alice {B}{B}", &ExpectPoolStmt{Player: "Alice", Mana: "{B}{B}"}},
		{"expect pool Alice {W}{U}{B}{R}{G}{C}", &ExpectPoolStmt{Player: "Alice", Mana: "{W}{U}{B}{R}{G}{C}"}},
		{"expect pool Bob empty", &ExpectPoolStmt{Player: "Bob"}},
		{"expect stack: Titanic Growth; Lightning Strike", &ExpectStackStmt{Names: []string{"Titanic Growth", "Lightning Strike"}}},
		{"expect stack : Shock", &ExpectStackStmt{Names: []string{"Shock"}}},
		{"expect stack empty", &ExpectStackStmt{}},
		{"expect stack:", &ExpectStackStmt{}},
		{"expect stack 2", &ExpectStackStmt{Count: intp(2)}},
		{"expect stack 0", &ExpectStackStmt{Count: intp(0)}},
		{"expect step Alice main1", &ExpectStepStmt{Player: "Alice", Step: StepMain1}},
		{"expect step Bob blockers", &ExpectStepStmt{Player: "Bob", Step: StepBlockers}},
		{"expect turn 3", &ExpectTurnStmt{Turn: 3}},
		{"expect priority Alice", &ExpectPriorityStmt{Player: "Alice"}},
		{"expect lost Bob", &ExpectLostStmt{Player: "Bob"}},
		{"expect winner Alice", &ExpectWinnerStmt{Player: "Alice"}},
		{"expect playing", &ExpectPlayingStmt{}},
		{"expect decision Alice mulligan", &ExpectDecisionStmt{Player: "Alice", Kind: "mulligan"}},
		{"expect decision Bob starting-player", &ExpectDecisionStmt{Player: "Bob", Kind: "starting-player"}},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			assert.Equal(t, tt.want, parseOne(t, tt.line))
		})
	}
}

func TestParseExampleFile(t *testing.T) {
	src, err := os.ReadFile("testdata/example.scn")
	require.NoError(t, err)
	s, err := Parse("example.scn", src)
	require.NoError(t, err)
	assert.Equal(t, "example.scn", s.File)
	assert.Equal(t, []string{"Alice", "Bob"}, s.Players())
	require.Len(t, s.Setup, 6)
	require.Len(t, s.Body, 11)

	assert.Equal(t, &PlayersStmt{Node: Node{At: Pos{"example.scn", 2}}, Names: []string{"Alice", "Bob"}}, s.Setup[0])
	assert.Equal(t, &ZoneStmt{Node: Node{At: Pos{"example.scn", 6}}, Zone: "battlefield", Player: "Bob",
		Items: []Item{{Count: 1, Name: "Runeclaw Bear", Mods: Mods{Alias: "bear"}}, {Count: 1, Name: "Forest"}, {Count: 1, Name: "Forest"}}}, s.Setup[4])
	assert.Equal(t, &CastStmt{Node: Node{At: Pos{"example.scn", 9}}, Player: "Alice", Ref: "Lightning Strike", Targets: []string{"bear"}}, s.Body[0])
	assert.Equal(t, &ExpectPriorityStmt{Node: Node{At: Pos{"example.scn", 10}}, Player: "Alice"}, s.Body[1])
	assert.Equal(t, &ResolveStmt{Node: Node{At: Pos{"example.scn", 14}}}, s.Body[5])
	assert.Equal(t, &ExpectZoneStmt{Node: Node{At: Pos{"example.scn", 19}}, Zone: "graveyard", Player: "Alice",
		Names: []string{"Lightning Strike"}}, s.Body[10])

	// Every setup statement is a SetupStatement, every body statement an
	// Action, an Expectation or a refusal.
	for _, st := range s.Setup {
		assert.Implements(t, (*SetupStatement)(nil), st)
	}
	for _, st := range s.Body {
		switch st.(type) {
		case Action, Expectation, *RefuseStmt:
		default:
			t.Errorf("body statement %T", st)
		}
	}
}

func TestParseAllForms(t *testing.T) {
	src, err := os.ReadFile("testdata/all.scn")
	require.NoError(t, err)
	s, err := Parse("all.scn", src)
	require.NoError(t, err)
	assert.Len(t, s.Setup, 11)
	seen := map[string]bool{}
	for _, st := range append(append([]Statement{}, s.Setup...), s.Body...) {
		seen[reflect.TypeOf(st).Elem().Name()] = true
	}
	// all_start.scn has the forms of the start of the game, which exclude
	// "turn".
	src, err = os.ReadFile("testdata/all_start.scn")
	require.NoError(t, err)
	ss, err := Parse("all_start.scn", src)
	require.NoError(t, err)
	for _, st := range append(append([]Statement{}, ss.Setup...), ss.Body...) {
		seen[reflect.TypeOf(st).Elem().Name()] = true
		if r, ok := st.(*RefuseStmt); ok {
			seen[reflect.TypeOf(r.Action).Elem().Name()] = true
		}
	}
	roundTrip(t, ss)
	// all.scn and all_start.scn use every statement type of ast.go.
	src, err = os.ReadFile("ast.go")
	require.NoError(t, err)
	for _, line := range strings.Split(string(src), "\n") {
		if name, ok := strings.CutPrefix(line, "func (*"); ok && strings.Contains(name, ") isStatement()") {
			name = name[:strings.IndexByte(name, ')')]
			assert.True(t, seen[name], "all.scn has no %s", name)
		}
	}
	roundTrip(t, s)
}

func TestParsePositionsAndLineEndings(t *testing.T) {
	src := "\ufeff# a comment\r\n\r\nplayers Alice Bob\r\n\t\r\nAlice pass # passes\r\n   # indented comment\nexpect playing"
	s, err := Parse("crlf.scn", []byte(src))
	require.NoError(t, err)
	require.Len(t, s.Setup, 1)
	require.Len(t, s.Body, 2)
	assert.Equal(t, Pos{"crlf.scn", 3}, s.Setup[0].Pos())
	assert.Equal(t, Pos{"crlf.scn", 5}, s.Body[0].Pos())
	assert.Equal(t, Pos{"crlf.scn", 7}, s.Body[1].Pos())
	assert.Equal(t, "crlf.scn:5", s.Body[0].Pos().String())
	assert.Equal(t, "5", Pos{Line: 5}.String())
}

// Player names take precedence over keywords only when an action verb
// follows them.
func TestParsePlayerNamedLikeKeyword(t *testing.T) {
	src := "players pass expect goto\npass\npass pass\nexpect cast Shock -> goto\nexpect life pass 3\ngoto main2\ngoto pass\ngoto goto end\n"
	s, err := Parse("k.scn", []byte(src))
	require.NoError(t, err)
	clearPos(reflect.ValueOf(s))
	assert.Equal(t, []Statement{
		&PassStmt{},
		&PassStmt{Player: "pass"},
		&CastStmt{Player: "expect", Ref: "Shock", Targets: []string{"goto"}},
		&ExpectLifeStmt{Player: "pass", Life: 3},
		&GotoStmt{Step: StepMain2},
		&PassStmt{Player: "goto"},
		&GotoStmt{Player: "goto", Step: StepEnd},
	}, s.Body)
	roundTrip(t, s)
}

func TestStep(t *testing.T) {
	names := strings.Fields("untap upkeep draw main1 combat attackers blockers firststrike damage endcombat main2 end cleanup")
	for i, name := range names {
		s, ok := ParseStep(name)
		require.True(t, ok, name)
		assert.Equal(t, Step(i+1), s)
		assert.Equal(t, name, s.String())
	}
	_, ok := ParseStep("main")
	assert.False(t, ok)
	_, ok = ParseStep("")
	assert.False(t, ok)
	assert.Equal(t, "Step(0)", Step(0).String())
	assert.Equal(t, "Step(99)", Step(99).String())
}

func TestFormat(t *testing.T) {
	assert.Equal(t, "", Format(nil))
	assert.Equal(t, "Alice activate Jace#2 -> Bob x=1",
		Format(&ActivateStmt{Player: "Alice", Ref: "Jace", Index: 2, Targets: []string{"Bob"}, X: intp(1)}))
	assert.Equal(t, "!305.2 Alice play Forest", Format(&RefuseStmt{Rule: "305.2", Action: &PlayStmt{Player: "Alice", Ref: "Forest"}}))
	assert.Equal(t, "! pass", Format(&RefuseStmt{Action: &PassStmt{}}))
	assert.Equal(t, "Alice pass step", Format(&PassStmt{Player: "Alice", Step: true}))
	assert.Equal(t, "expect attached Pacifism -> none", Format(&ExpectAttachedStmt{Ref: "Pacifism"}))
	assert.Equal(t, "expect hand Alice:", Format(&ExpectZoneStmt{Zone: "hand", Player: "Alice"}))
	assert.Equal(t, "3x Soldier [as=s, token, counter=+1/+1:1]",
		Item{Count: 3, Name: "Soldier", Mods: Mods{Alias: "s", Token: true, Counters: []CounterMod{{"+1/+1", 1}}}}.String())
	assert.Equal(t, "", (*Script)(nil).String())
	assert.Nil(t, (*Script)(nil).Players())

	src, err := os.ReadFile("testdata/example.scn")
	require.NoError(t, err)
	s, err := Parse("example.scn", src)
	require.NoError(t, err)
	roundTrip(t, s)
}

func TestParseFile(t *testing.T) {
	s, err := ParseFile("testdata/example.scn")
	require.NoError(t, err)
	require.NoError(t, RunFile("testdata/example.scn"), "the example runs, as docs/scenarios.md's does")
	assert.Equal(t, "testdata/example.scn", s.File)
	assert.Equal(t, "testdata/example.scn", s.Body[0].Pos().File)

	_, err = ParseFile("testdata/no-such-file.scn")
	require.Error(t, err)
	assert.True(t, os.IsNotExist(err))
}
