package scenario

// SetSaveEveryAction makes the runner save and load the game after every
// action, for TestScenariosThroughSaves; it returns a function that
// restores the setting.
func SetSaveEveryAction(on bool) (restore func()) {
	old := saveEveryAction
	saveEveryAction = on
	return func() { saveEveryAction = old }
}

// SetConcedeEveryAction makes the runner try every player's concession
// on a copy of the game before every action, for
// TestScenariosConcedingAnywhere; it returns a function that restores
// the setting.
func SetConcedeEveryAction(on bool) (restore func()) {
	old := concedeEveryAction
	concedeEveryAction = on
	return func() { concedeEveryAction = old }
}
