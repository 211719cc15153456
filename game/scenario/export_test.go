package scenario

// SetSaveEveryAction makes the runner save and load the game after every
// action, for TestScenariosThroughSaves; it returns a function that
// restores the setting.
func SetSaveEveryAction(on bool) (restore func()) {
	old := saveEveryAction
	saveEveryAction = on
	return func() { saveEveryAction = old }
}
