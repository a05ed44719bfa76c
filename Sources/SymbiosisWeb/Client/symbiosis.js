// The Symbiosis browser client: see the article "The browser platform".
