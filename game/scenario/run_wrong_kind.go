package scenario

import (
	"errors"
	"strconv"
	"strings"

	"github.com/spellstack/spellstack/game"
)

// answerRules names, for decisions answered with a card or a word, the
// rule that asks the question: a choice an effect offers as it resolves
// (CR 608.2d), a search (701.17a; 508.4 for what a card put onto the
// battlefield attacking attacks), a sacrifice (701.15a), an order of
// triggers (603.3b).
var answerRules = map[game.DecisionKind]string{
	game.DecideYesNo:           "608.2d",
	game.DecideGuess:           "608.2d",
	game.DecideHiddenCard:      "608.2d",
	game.DecideTopOrBottom:     "608.2d",
	game.DecideUnless:          "608.2d",
	game.DecideCastFree:        "608.2d",
	game.DecideCastCopy:        "608.2d",
	game.DecideChooseCard:      "608.2d",
	game.DecideTakeRevealed:    "608.2d",
	game.DecidePick:            "608.2d",
	game.DecideKeep:            "704.5k, 704.5j",
	game.DecideChoosePermanent: "608.2d",
	game.DecideBottom:          "608.2d",
	game.DecideSearch:          "701.17a, 608.2d",
	game.DecideFind:            "701.17a, 608.2d, 508.4",
	game.DecideSacrifice:       "701.15a, 608.2d",
	game.DecideTriggerOrder:    "603.3b",
}

// wrongKind turns the failure of a choose line into a refusal citing the
// rule of the question when the line answers it with a word of another
// kind — a player, a number, a colour, yes or no where none is asked —
// or the engine refused it without a rule. A choice while no question is
// asked (priority, or a trigger's targets) cites the rule on ordering
// triggers too (603.3b, 603.3d), and in combat the one on ordering
// blockers (509.2). A misspelt card name stays the
// scenario's error.
func (r *runner) wrongKind(st *ChooseStmt, kind game.DecisionKind, err error) error {
	var f *Failure
	if !errors.As(err, &f) {
		return err
	}
	var re *game.RuleError
	engine := f.Err != nil && errors.As(f.Err, &re)
	switch kind {
	case game.DecidePriority, game.DecideTargets:
		if engine && re.Rule != "" {
			re.CiteToo("603.3b")
			if kind == game.DecideTargets {
				re.CiteToo("603.3d")
			}
			if s := r.g.Step(); s >= game.DeclareBlockers && s <= game.CombatDamage {
				re.CiteToo("509.2") // the blockers' order is announced once, as blocks are declared
			}
		}
		return err
	}
	rule, ok := answerRules[kind]
	if !ok || f.Err == nil && (kind == game.DecideCastFree || kind == game.DecideCastCopy) {
		// A "yes" to a cast that needs more (targets) is the file's to
		// complete, not a refused answer.
		return err
	}
	switch {
	case engine && re.Rule == "":
		return notAnOption(f.Pos, rule, "%s", f.Msg)
	case kind == game.DecideUnless && f.Err == nil && r.unlessPermanentYes():
		// A bare yes where several permanents could pay: the file must
		// say which (unlessYes), not a wrong word.
		return err
	case f.Err == nil && len(st.Options) == 1 && r.foreignWords(st.Options):
		return notAnOption(f.Pos, rule, "%s: %s is not an answer to this question", kind, strings.Join(st.Options, "; "))
	}
	return err
}

// foreignWords reports whether every option is a word no card is named:
// a player, a number, a colour, yes, no, top or bottom.
func (r *runner) foreignWords(options []string) bool {
	for _, o := range options {
		if len(r.matching(o)) > 0 {
			return false
		}
		_, player := r.playerIndex(o)
		_, number := strconv.Atoi(o)
		_, colour := colorChoice(o)
		switch w := strings.ToLower(o); {
		case player, number == nil, colour, w == "yes", w == "no", w == "none", w == "top", w == "bottom":
		default:
			return false
		}
	}
	return len(options) > 0
}

// playerIndex finds a player by name.
func (r *runner) playerIndex(name string) (int, bool) {
	for i, n := range r.players {
		if n == name {
			return i, true
		}
	}
	return 0, false
}

// oneCardRule is the rule that makes a player choose one card or
// permanent for a decision of kind k: the legend rule or planeswalker
// uniqueness keeps one (CR 704.5k, 704.5j); otherwise the instructions
// of what resolves (608.2c).
func oneCardRule(k game.DecisionKind) string {
	if k == game.DecideKeep {
		return "704.5k, 704.5j, 608.2c"
	}
	return "608.2c"
}
