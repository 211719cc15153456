package main

import (
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/spellstack/spellstack/examples/web/server"
	"github.com/spellstack/spellstack/internal/cli"
)

func main() { os.Exit(cli.ExitStatus("web", run(os.Args[1:], os.Stdout, os.Stderr, nil), os.Stderr)) }

// run parses the flags and serves until the listener fails: a server
// runs until it is killed. When ready is not nil it receives the
// listener's address once it listens (tests use it).
func run(args []string, out, errOut io.Writer, ready chan<- net.Addr) error {
	fs := flag.NewFlagSet("web", flag.ContinueOnError)
	fs.SetOutput(errOut)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: go run ./examples/web [flags]\n\n"+
			"Serves a page on which you play against the computer in a browser: open the\n"+
			"address it prints. docs/web.md documents its JSON API.\n\nFlags:")
		fs.PrintDefaults()
	}
	addr := fs.String("addr", "127.0.0.1:8080", "the address to listen on (host:port)")
	maxGames := fs.Int("max-games", 100, "the most games kept at once (0: the default)")
	idle := fs.Duration("idle", 30*time.Minute, "how long a game is kept without a request (0: the default)")
	opponent := fs.String("ai", "search", "the computer players: search (information-set Monte Carlo search) or heuristic (instant, weaker)")
	budget := fs.Int("budget", server.DefaultBudget, "the search player's iterations per decision (with -ai search)")
	if err := fs.Parse(args); err != nil {
		return cli.UsageError{Err: err}
	}
	if fs.NArg() > 0 {
		return cli.Usagef("unexpected arguments %q", fs.Args())
	}
	if *maxGames < 0 {
		return cli.Usagef("-max-games %d: want 0 (the default) or more", *maxGames)
	}
	if *idle < 0 {
		return cli.Usagef("-idle %v: want 0 (the default) or more", *idle)
	}
	if err := checkAddr(*addr); err != nil {
		return err
	}
	opts := server.Options{MaxGames: *maxGames, IdleTimeout: *idle}
	switch *opponent {
	case "search":
		if *budget <= 0 {
			return cli.Usagef("-budget %d: the search needs at least one iteration per decision", *budget)
		}
		opts.Computer = server.SearchComputer(*budget)
	case "heuristic":
		opts.Computer = server.HeuristicComputer
	default:
		return cli.Usagef("-ai %q: want search or heuristic", *opponent)
	}
	srv, err := server.New(opts)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	defer ln.Close()
	fmt.Fprintf(out, "Open http://%s/ in a browser to play (Ctrl-C stops the server).\n", browserAddr(ln.Addr()))
	if ready != nil {
		ready <- ln.Addr()
	}
	stop := make(chan struct{})
	defer close(stop)
	go srv.SweepEvery(time.Minute, stop)
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute}
	return hs.Serve(ln)
}

// checkAddr refuses an -addr that is no host:port, or whose port is a
// number out of 0 to 65535: a mistaken command line, unlike an address that can't be
// listened on (in use, not this machine's).
func checkAddr(addr string) error {
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return cli.Usagef("-addr %q: want host:port (%v)", addr, err)
	}
	// A port may be a service name ("http"), which listening looks up.
	if n, err := strconv.Atoi(port); err == nil && (n < 0 || n > 65535) {
		return cli.Usagef("-addr %q: the port is a number from 0 to 65535", addr)
	}
	return nil
}

// browserAddr is the address a browser on this machine opens for a
// listener on addr: a listener on every interface (":8080", "0.0.0.0",
// "[::]") is reached at localhost, which a browser takes, and which
// "[::]" is not.
func browserAddr(addr net.Addr) string {
	host, port, err := net.SplitHostPort(addr.String())
	if err != nil {
		return addr.String()
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}
