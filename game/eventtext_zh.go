package game

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Simplified Chinese log lines, in the terms of the Chinese rules guide
// of Duels of the Planeswalkers 2015 where it names them: 放置 play (a
// land), 使用 activate, 堆栈 stack, 魔法力 mana (魔法力池 mana pool),
// 行动阶段 main phase, 牌手 player, 指令区 command zone, 施放 cast,
// 横置 tap, 重置 untap, 结算 resolve, 反击 counter, 战场 battlefield,
// 坟墓场 graveyard, 放逐 exile, 牌库 library, 手牌 hand; and the official
// Chinese Magic rules' terms where the guide is silent.

var stepNamesZH = [numSteps]string{"重置步骤", "维持步骤", "抓牌步骤", "战斗前行动阶段", "战斗开始步骤",
	"宣告攻击者步骤", "宣告阻挡者步骤", "先攻战斗伤害步骤", "战斗伤害步骤", "战斗结束步骤", "战斗后行动阶段",
	"结束步骤", "清除步骤"}

func stepZH(s Step) string {
	if s >= numSteps {
		return "未知步骤"
	}
	return stepNamesZH[s]
}

// zoneZH names zone z of owner who: "Alice的坟墓场", "战场".
func zoneZH(z zone.Kind, who string) string {
	switch z {
	case zone.Library:
		return who + "的牌库"
	case zone.Hand:
		return who + "的手牌"
	case zone.Graveyard:
		return who + "的坟墓场"
	case zone.Battlefield:
		return "战场"
	case zone.Stack:
		return "堆栈"
	case zone.Exile:
		return "放逐区"
	case zone.Command:
		return "指令区"
	case nowhere:
		return "游戏外"
	}
	return z.String()
}

func (g *Game) lineZH(a *lineArgs) string {
	who, name := a.who, a.name
	switch a.kind {
	case EventTurnBegin:
		return fmt.Sprintf("第%d回合：%s。", a.amount, who)
	case EventStep:
		return fmt.Sprintf("%s的%s。", who, stepZH(a.step))
	case EventZoneChange:
		switch {
		case a.to == nowhere:
			return fmt.Sprintf("%s不复存在。", name)
		case a.to == zone.Graveyard:
			return fmt.Sprintf("%s被置入%s的坟墓场。", name, who)
		case a.to == zone.Battlefield:
			return fmt.Sprintf("%s进入战场。", name)
		case a.to == zone.Exile:
			return fmt.Sprintf("%s被放逐。", name)
		case a.from == zone.Battlefield && a.to == zone.Hand:
			return fmt.Sprintf("%s被移回%s的手牌。", name, who)
		}
		return fmt.Sprintf("%s从%s移到%s。", name, zoneZH(a.from, who), zoneZH(a.to, who))
	case EventDraw:
		return fmt.Sprintf("%s抓一张牌。", who)
	case EventCoinFlip:
		if a.amount == 1 {
			return fmt.Sprintf("%s掷硬币，赢了。", who)
		}
		return fmt.Sprintf("%s掷硬币，输了。", who)
	case EventPlayLand:
		return fmt.Sprintf("%s放置%s。", who, name)
	case EventCast:
		x := ""
		if a.amount != 0 {
			x = fmt.Sprintf("（X=%d）", a.amount)
		}
		if a.hasTarget {
			return fmt.Sprintf("%s施放%s%s，目标为%s。", who, name, x, a.victim)
		}
		return fmt.Sprintf("%s施放%s%s。", who, name, x)
	case EventActivate:
		ab := "异能"
		if c := loyaltyCost(a.card, a.amount); c != "" {
			ab = c + "异能"
		}
		if a.hasTarget {
			return fmt.Sprintf("%s使用%s的%s，目标为%s。", who, name, ab, a.victim)
		}
		return fmt.Sprintf("%s使用%s的%s。", who, name, ab)
	case EventAddMana:
		return fmt.Sprintf("%s加%s到魔法力池。", who, manaText(a.mana))
	case EventResolve:
		return fmt.Sprintf("%s结算。", name)
	case EventFizzle:
		return fmt.Sprintf("%s在结算时被反击：其目标均已不合法。", name)
	case EventCounter:
		if a.source != nil {
			return fmt.Sprintf("%s被%s反击。", name, a.src)
		}
		return fmt.Sprintf("%s被反击。", name)
	case EventDamage:
		return fmt.Sprintf("%s对%s造成%d点伤害。", a.src, a.victim, a.amount)
	case EventLifeChange:
		return fmt.Sprintf("%s的生命：%+d（现为%d）。", who, a.amount, a.total)
	case EventTap:
		return fmt.Sprintf("%s横置%s。", who, name)
	case EventUntap:
		return fmt.Sprintf("%s重置%s。", who, name)
	case EventDiscard:
		return fmt.Sprintf("%s弃掉%s。", who, name)
	case EventRegenerate:
		return fmt.Sprintf("%s再生。", name)
	case EventReveal:
		return fmt.Sprintf("%s展示%s。", who, name)
	case EventChoose:
		return chooseLineZH(a)
	case EventShuffle:
		return fmt.Sprintf("%s将牌库洗牌。", who)
	case EventSacrifice:
		return fmt.Sprintf("%s牺牲%s。", who, name)
	case EventPass:
		return fmt.Sprintf("%s让过优先权。", who)
	case EventLose:
		switch LoseReason(a.amount) {
		case LostLife:
			return fmt.Sprintf("%s输掉了本盘游戏（生命值为0或更少）。", who)
		case LostEmptyLibrary:
			return fmt.Sprintf("%s输掉了本盘游戏（从空的牌库抓牌）。", who)
		case LostPoison:
			return fmt.Sprintf("%s输掉了本盘游戏（有十个中毒指示物）。", who)
		case LostTeammate:
			return fmt.Sprintf("%s与队友一同输掉了本盘游戏。", who)
		}
		return fmt.Sprintf("%s输掉了本盘游戏。", who)
	case EventWin:
		if g.twoHeaded() && g.validPlayer(a.player) { // CR 810.8a: the team wins
			return fmt.Sprintf("%s和%s赢得了本盘游戏。", who, g.playerName(g.teammate(a.player)))
		}
		return fmt.Sprintf("%s赢得了本盘游戏。", who)
	case EventGameDrawn:
		return "本盘游戏为平局。"
	case EventCopy:
		if !a.ability {
			return fmt.Sprintf("%s在放逐区中创造了%s的复制品。", who, a.src)
		}
		if a.hasTarget {
			return fmt.Sprintf("%s复制%s，目标为%s。", who, name, a.victim)
		}
		return fmt.Sprintf("%s复制%s。", who, name)
	case EventReverse:
		if a.ability {
			return fmt.Sprintf("%s使用%s被撤销：其费用已无法支付。", who, name)
		}
		return fmt.Sprintf("%s施放%s被撤销：其费用已无法支付。", who, name)
	case EventConcede:
		return fmt.Sprintf("%s认输。", who)
	case EventLeave:
		return fmt.Sprintf("%s离开了本盘游戏。", who)
	case EventAttack:
		return fmt.Sprintf("%s用%s攻击%s。", who, name, a.victim)
	case EventBlock:
		return fmt.Sprintf("%s用%s阻挡%s。", who, name, a.victim)
	case EventControl:
		return fmt.Sprintf("%s获得%s的操控权。", who, name)
	case EventEmblem:
		return fmt.Sprintf("%s获得徽记：%s。", who, name)
	case EventLoyalty:
		return fmt.Sprintf("%s的忠诚：%+d。", name, a.amount)
	case EventDamageOrder:
		return fmt.Sprintf("%s将%s排在%s的伤害分配顺序第%d位。", who, a.victim, name, a.amount)
	case EventUnattach:
		return fmt.Sprintf("%s不再%s。", name, attachVerbZH(a.card))
	case EventCounters:
		return fmt.Sprintf("%s的%s指示物：%+d（现为%d）。", name, counterNameZh(a.counter), a.amount, a.total)
	case EventTrigger:
		if a.hasTarget {
			return fmt.Sprintf("%s的触发式异能进入堆栈，目标为%s。", name, a.victim)
		}
		return fmt.Sprintf("%s的触发式异能进入堆栈。", name)
	case EventAttach:
		return fmt.Sprintf("%s%s于%s。", name, attachVerbZH(a.card), a.victim)
	case EventStartingPlayer:
		if a.hasTarget {
			return fmt.Sprintf("%s选择由%s先开始。", who, a.victim)
		}
		return fmt.Sprintf("%s先开始。", who)
	case EventMulligan:
		return fmt.Sprintf("%s进行调度，重抓%d张牌。", who, a.amount)
	case EventKeep:
		return fmt.Sprintf("%s保留%d张起手牌。", who, a.amount)
	case EventBottom:
		if a.amount == 1 {
			return fmt.Sprintf("%s将其牌库顶的牌置于牌库底。", who)
		}
		return fmt.Sprintf("%s将其牌库顶的牌留在原处。", who)
	}
	return fmt.Sprintf("（%s）", a.kind)
}

// chooseLineZH renders an EventChoose in Chinese.
func chooseLineZH(a *lineArgs) string {
	switch a.choice {
	case ChoiceName:
		return fmt.Sprintf("%s为%s指定了%s。", a.who, a.src, a.name)
	case ChoiceColor:
		return fmt.Sprintf("%s为%s选择了%s。", a.who, a.src, colorWord(mana.Color(a.amount), Chinese))
	case ChoiceCreatureType:
		if a.amount >= 0 && a.amount < len(ability.CreatureTypes) {
			return fmt.Sprintf("%s为%s选择了生物类别%s。", a.who, a.src, creatureTypeName(a.amount, Chinese))
		}
	case ChoiceGuess:
		if a.amount == 1 {
			return fmt.Sprintf("%s猜测该牌的魔法力值大于%d（%s）。", a.who, a.total, a.src)
		}
		return fmt.Sprintf("%s猜测该牌的魔法力值不大于%d（%s）。", a.who, a.total, a.src)
	case ChoiceDamagePlayer:
		return fmt.Sprintf("%s令%s对%s造成其战斗伤害。", a.who, a.src, a.victim)
	case ChoiceDefendingPlayer:
		return fmt.Sprintf("%s为%s选择%s作为防御牌手。", a.who, a.src, a.victim)
	case ChoiceCopy:
		if a.hasTarget {
			return fmt.Sprintf("%s令%s作为%s的复制品进入战场。", a.who, a.src, a.victim)
		}
		return fmt.Sprintf("%s令%s不复制任何永久物进入战场。", a.who, a.src)
	}
	return fmt.Sprintf("%s为%s作出了选择。", a.who, a.src)
}

// counterNamesZh are the counter kinds' names in Chinese, as printed.
var counterNamesZh = [numCounterKinds]string{"+1/+1", "-1/-1", "忠诚", "充电", "诗篇"}

// counterNameZh returns the Chinese name of counter kind k.
func counterNameZh(k CounterKind) string {
	if k >= numCounterKinds {
		return k.String()
	}
	return counterNamesZh[k]
}

// attachVerbZH is the guide's verb for what d does to the object it is
// attached to: an Aura 结附 (enchants), an Equipment 装备 (equips);
// 贴附 (attaches) for a card not known.
func attachVerbZH(d *card.Definition) string {
	switch {
	case d != nil && d.IsAura():
		return "结附"
	case d != nil && d.IsEquipment():
		return "装备"
	}
	return "贴附"
}
