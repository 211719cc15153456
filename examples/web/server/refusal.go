package server

import (
	"errors"

	"github.com/spellstack/spellstack/game"
)

// Refusal says in both languages what kind of refusal an engine error is,
// for a person: the engine words its refusals in English only, so a
// client in another language shows this sentence, and the English
// message (APIError.Message) as the detail.
type Refusal struct {
	// Kind is the sentinel the error wraps, as a word (docs/json.md,
	// Errors): "bad-target", "timing", ...; "illegal" for none of them.
	Kind string `json:"kind"`
	// Text and TextZhHans say what kind of refusal it is, in English and
	// Simplified Chinese.
	Text       string `json:"text"`
	TextZhHans string `json:"textZhHans"`
}

// refusals lists the engine's sentinels, the specific ones before
// game.ErrIllegal, which every refused action wraps too.
var refusals = []struct {
	err        error
	kind       string
	en, zhHans string
}{
	{game.ErrMalformed, "malformed", "The action is malformed (a field out of its range, or set where it means nothing).", "该操作格式有误（某一项超出范围，或设置在不适用之处）。"},
	{game.ErrNotYourDecision, "not-your-decision", "That does not answer the decision asked now, or another player decides it.", "该操作不是对当前决定的回答，或该决定应由其他牌手作出。"},
	{game.ErrGameOver, "game-over", "The game is over.", "游戏已经结束。"},
	{game.ErrTiming, "timing", "That can't be done at this time.", "现在不能这样做（时机不对）。"},
	{game.ErrLandLimit, "land-limit", "No land play is left this turn.", "本回合已不能再放置地。"},
	{game.ErrCantPay, "cant-pay", "The cost can't be paid.", "无法支付该费用。"},
	{game.ErrBadTarget, "bad-target", "A target is missing, one too many, or illegal.", "有目标缺失、多余或不合法。"},
	{game.ErrNoObject, "no-object", "That card or permanent is not where the action says (it may have moved).", "该牌或永久物不在操作所说的区域（可能已移动）。"},
	{game.ErrNotAllowed, "not-allowed", "That card or permanent can't do that now.", "该牌或永久物现在不能这样做。"},
	{game.ErrBadConfig, "bad-config", "The game's setup was refused.", "游戏设置被拒绝。"},
	{game.ErrIllegal, "illegal", "That action is not allowed now.", "该操作现在不合法。"},
}

// refusalOf says what kind of refusal err is, from the sentinel it wraps
// (never from its text); nil when it wraps none.
func refusalOf(err error) *Refusal {
	for _, r := range refusals {
		if errors.Is(err, r.err) {
			return &Refusal{Kind: r.kind, Text: r.en, TextZhHans: r.zhHans}
		}
	}
	return nil
}
