package ability

// EnterChoice is what a permanent's controller chooses as it enters the
// battlefield ("As CARDNAME enters the battlefield, choose ...", a
// replacement effect: CR 614.12).
type EnterChoice uint8

// The choices made as a permanent enters.
const (
	// ChooseNothing: no choice.
	ChooseNothing EnterChoice = iota
	// ChooseCardName: a nonland card name (CR 201.3).
	ChooseCardName
	// ChooseCreatureType: a creature type (CR 205.3m).
	ChooseCreatureType
	// ChooseCopy: a creature its controller controls to enter as a copy
	// of, or none (Mercurial Pretender, CR 706, 614.1c). Its own spell
	// asks as it resolves (OpChooseCopy); entering any other way, the
	// permanent asks it as it enters.
	ChooseCopy
)
