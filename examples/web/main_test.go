package main

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/internal/cli"
	"github.com/stretchr/testify/require"
)

func TestHelp(t *testing.T) {
	var out, errOut bytes.Buffer
	err := run([]string{"-h"}, &out, &errOut, nil)
	require.True(t, errors.Is(err, flag.ErrHelp))
	require.Contains(t, errOut.String(), "-addr")
	require.Contains(t, errOut.String(), "127.0.0.1:8080")
}

func TestBadArguments(t *testing.T) {
	for _, args := range [][]string{{"-port", "1"}, {"extra"}, {"-addr", "no-such-host.invalid:http-x"},
		{"-max-games", "-1"}, {"-idle", "-1s"}, {"-addr", "127.0.0.1:99999"}, {"-addr", "127.0.0.1:-1"}, {"-addr", "no-port-here"}} {
		err := run(args, io.Discard, io.Discard, nil)
		require.Error(t, err, "%q", args)
		want := 2 // a mistaken command line
		if len(args) == 2 && args[1] == "no-such-host.invalid:http-x" {
			want = 1 // a failure to listen
		}
		require.Equal(t, want, cli.ExitStatus("web", err, io.Discard), "%q", args)
	}
}

// The server prints the address to open and serves the page there.
func TestServes(t *testing.T) {
	var out bytes.Buffer
	ready := make(chan net.Addr, 1)
	go func() { _ = run([]string{"-addr", "127.0.0.1:0"}, &out, io.Discard, ready) }()
	addr := <-ready
	require.Contains(t, out.String(), "http://"+addr.String()+"/")
	resp, err := http.Get("http://" + addr.String() + "/")
	require.NoError(t, err)
	defer resp.Body.Close()
	var page strings.Builder
	_, _ = io.Copy(&page, resp.Body)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Contains(t, page.String(), "spellstack")
}

// A server on every interface is announced at localhost, which a browser
// on this machine opens; a named host is kept.
func TestBrowserAddr(t *testing.T) {
	for _, c := range []struct{ listen, want string }{
		{"[::]:8080", "localhost:8080"}, {"0.0.0.0:8080", "localhost:8080"},
		{"127.0.0.1:9000", "127.0.0.1:9000"}, {"[::1]:9000", "[::1]:9000"},
	} {
		addr, err := net.ResolveTCPAddr("tcp", c.listen)
		if err != nil {
			t.Fatal(err)
		}
		if got := browserAddr(addr); got != c.want {
			t.Errorf("browserAddr(%s) = %s, want %s", c.listen, got, c.want)
		}
	}
}
