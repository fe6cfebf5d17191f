@echo off
rem Makes lgdesktop:// links (the QR code on the TV) open the lgdesktop.exe beside this file,
rem for this Windows user only: no administrator rights, nothing outside the user's own
rem HKEY_CURRENT_USER\Software\Classes\lgdesktop key. Double-click it once after unpacking;
rem again after moving the folder. "register-url.cmd /remove" takes the registration away.
rem (packaging/build.sh ships it in the Windows archive with CRLF line ends, which cmd needs.)
setlocal
set "KEY=HKCU\Software\Classes\lgdesktop"
if /i "%~1"=="/remove" goto remove
set "EXE=%~dp0lgdesktop.exe"
if not exist "%EXE%" goto missing
reg add "%KEY%" /ve /d "URL:lgdesktop link" /f >nul || goto failed
reg add "%KEY%" /v "URL Protocol" /d "" /f >nul || goto failed
reg add "%KEY%\DefaultIcon" /ve /d "\"%EXE%\",0" /f >nul || goto failed
reg add "%KEY%\shell\open\command" /ve /d "\"%EXE%\" \"%%1\"" /f >nul || goto failed
echo lgdesktop:// links now open "%EXE%".
goto done
:remove
reg delete "%KEY%" /f >nul 2>&1
echo lgdesktop:// links no longer open lgdesktop.
goto done
:missing
echo register-url.cmd: no lgdesktop.exe beside this file (keep it in the lgdesktop folder). 1>&2
exit /b 1
:failed
echo register-url.cmd: Windows refused to write %KEY%. 1>&2
exit /b 1
:done
rem Double-clicked: leave the window open until a key is pressed, so the line can be read.
echo %cmdcmdline% | find /i "%~0" >nul && pause
exit /b 0
